/** @jest-environment node */
// `npm start` serves the build on disk: a rebuild while it runs (a safari deleted, new inline scripts, EmailJS settings
// added or taken away) is answered at the next request, without a restart.
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { builtFile } from "../../../server/built-file.mjs"
import { sendPath } from "../../../server/inbox.mjs"
import { buildSiteServer } from "../../../server/site.mjs"
import { serverFactsFile, serverFactsText } from "../../../lib/built-site/server-facts.mjs"
import { toRedirectsFile } from "../../../lib/host-rules/redirects.mjs"
import { headerRules, toHeadersFile } from "../../../lib/host-rules/security-headers.mjs"
import { enquiry, makeSiteRoot } from "../../fixtures/inbox-request"

let dir: string
let root: string
let app: FastifyInstance
let base: string

/** What the build writes beside the pages for the server, as one build of the site would. */
function writeBuild({ safaris, scriptHash, localInbox }: { safaris: string[]; scriptHash: string; localInbox: boolean }) {
  for (const slug of safaris) {
    fs.mkdirSync(path.join(root, "safaris", slug), { recursive: true })
    fs.writeFileSync(path.join(root, "safaris", slug, "index.html"), `<h1>Safari ${slug}</h1>`)
  }
  const redirects = safaris.map((slug) => ({ fromPath: `/safaris/short-${slug}`, toPath: `/safaris/${slug}`, isPermanent: true }))
  redirects.push({ fromPath: "/safaris/*", toPath: "/safaris", isPermanent: false })
  fs.writeFileSync(path.join(root, "_redirects"), toRedirectsFile(redirects))
  fs.writeFileSync(path.join(root, "_headers"), toHeadersFile(headerRules({ scriptHashes: [scriptHash] })))
  fs.writeFileSync(path.join(root, serverFactsFile), serverFactsText({ localInbox }))
}

/** A rebuild that takes a safari away: its page goes, and its short address with it. */
function deleteSafari(slug: string) {
  fs.rmSync(path.join(root, "safaris", slug), { recursive: true })
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request over its own connection, closed after the answer (so closing the server waits for none). */
function request(url: string, method = "GET", body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { connection: "close", ...(body ? { "content-type": "application/json" } : {}) }
    const sent = http.request(`${base}${url}`, { method, headers, agent: false }, (response) => {
      let text = ""
      response.setEncoding("utf8")
      response.on("data", (part) => (text += part))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
    })
    sent.on("error", reject)
    sent.end(body)
  })
}
const get = (url: string) => request(url)
const send = () => request(sendPath, "POST", JSON.stringify(enquiry))

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "rebuilt-site-"))
  root = makeSiteRoot(dir)
  writeBuild({ safaris: ["111", "333"], scriptHash: "sha256-first=", localInbox: true })
  ;({ app } = await buildSiteServer({ root, inboxDir: path.join(dir, "inbox"), log: () => undefined }))
  await app.listen({ port: 0, host: "127.0.0.1" })
  base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`
})

afterEach(async () => {
  await app.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe("after a rebuild, without a restart, npm start answers", () => {
  it("the redirects of the new build: a deleted safari's short address no longer leads to its old page", async () => {
    let answer = await get("/safaris/short-333")
    expect([answer.status, answer.headers.location]).toEqual([301, "/safaris/333"])

    deleteSafari("333")
    writeBuild({ safaris: ["111"], scriptHash: "sha256-first=", localInbox: true })
    answer = await get("/safaris/short-333")
    expect([answer.status, answer.headers.location]).toEqual([302, "/safaris"])
    answer = await get("/safaris/short-111")
    expect([answer.status, answer.headers.location]).toEqual([301, "/safaris/111"])
  })

  it("the redirects of a new build with a safari added", async () => {
    expect((await get("/safaris/short-444")).headers.location).toBe("/safaris")
    writeBuild({ safaris: ["111", "333", "444"], scriptHash: "sha256-first=", localInbox: true })
    expect((await get("/safaris/short-444")).headers.location).toBe("/safaris/444")
  })

  it("the headers of the new build: its inline scripts' hashes in the CSP", async () => {
    expect((await get("/")).headers["content-security-policy"]).toContain("'sha256-first='")
    writeBuild({ safaris: ["111", "333"], scriptHash: "sha256-second=", localInbox: true })
    const csp = (await get("/")).headers["content-security-policy"]
    expect(csp).toContain("'sha256-second='")
    expect(csp).not.toContain("'sha256-first='")
  })

  it("trip enquiries as the new build sends them: the local inbox closes with EmailJS settings, and opens again", async () => {
    expect((await send()).status).toBe(200)
    writeBuild({ safaris: ["111", "333"], scriptHash: "sha256-first=", localInbox: false })
    const refused = await send()
    expect(refused.status).toBe(404)
    expect(refused.body).toContain("Page Not Found")
    writeBuild({ safaris: ["111", "333"], scriptHash: "sha256-first=", localInbox: true })
    expect((await send()).status).toBe(200)
    expect(
      fs
        .readFileSync(path.join(dir, "inbox", "enquiries.jsonl"), "utf8")
        .trim()
        .split("\n")
    ).toHaveLength(2)
  })
})

describe("a file of the build followed on disk", () => {
  let file: string
  const reads: Array<string | null> = []
  /** The file written, last modified `secondsAgo`. */
  const write = (text: string, secondsAgo: number) => {
    fs.writeFileSync(file, text)
    const then = new Date(Date.now() - secondsAgo * 1000)
    fs.utimesSync(file, then, then)
  }
  beforeEach(() => {
    file = path.join(dir, "followed.txt")
    reads.length = 0
  })
  const follow = () => builtFile(file, (text) => (reads.push(text), text))

  it("is read once while it stays the same, again when it changes, and as none while it is gone", () => {
    write("one", 60)
    const now = follow()
    for (let i = 0; i < 100; i++) expect(now()).toBe("one")
    expect(reads).toEqual(["one"])
    // Same size, written again: its modification time tells.
    write("two", 30)
    expect([now(), now()]).toEqual(["two", "two"])
    fs.rmSync(file)
    expect([now(), now()]).toEqual([null, null])
    write("three", 10)
    expect([now(), now()]).toEqual(["three", "three"])
    expect(reads).toEqual(["one", "two", null, "three"])
  })

  it("is read at every call while just written, so a rewrite at the same size within the same clock step is seen", () => {
    fs.writeFileSync(file, "one")
    const now = follow()
    expect([now(), now()]).toEqual(["one", "one"])
    const { mtime } = fs.statSync(file)
    fs.writeFileSync(file, "two")
    fs.utimesSync(file, mtime, mtime)
    expect(now()).toBe("two")
    expect(reads).toEqual(["one", "one", "two"])
  })
})
