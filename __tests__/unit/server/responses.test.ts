/** @jest-environment node */
// Every answer of `npm run serve` is hardened: Node's own refusals and the router's too carry the security headers and
// never repeat the request; what only the build reads is not served; the inbox is there only for a build that uses it.
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildInternals } from "../../../server/app.mjs"
import { sendPath } from "../../../server/inbox.mjs"
import { buildSiteServer } from "../../../server/site.mjs"
import { serverFactsFile, serverFactsText } from "../../../lib/built-site/server-facts.mjs"
import { headerRules, toHeadersFile } from "../../../lib/host-rules/security-headers.mjs"
import { enquiry, makeSiteRoot } from "../../fixtures/inbox-request"

let dir: string
let root: string
let app: FastifyInstance

/** A site as the build leaves it: its pages, the headers file, and the build's own records. */
function makeBuiltSite(localInbox: boolean) {
  root = makeSiteRoot(dir)
  fs.writeFileSync(path.join(root, "_headers"), toHeadersFile(headerRules({ scriptHashes: ["sha256-abc="] })))
  fs.writeFileSync(path.join(root, serverFactsFile), serverFactsText({ localInbox }))
  fs.writeFileSync(path.join(root, "webpack.stats.json"), '{"assetsByChunkName":{}}')
  fs.writeFileSync(path.join(root, "chunk-map.json"), '{"app":[]}')
  fs.mkdirSync(path.join(root, "_gatsby", "slices"), { recursive: true })
  fs.writeFileSync(path.join(root, "_gatsby", "slices", "_gatsby-scripts-1.html"), "<script>internal</script>")
}

/** The server as `npm run serve` makes it for the site in `root`. */
async function startServer() {
  ;({ app } = await buildSiteServer({ root, inboxDir: path.join(dir, "inbox"), log: () => undefined }))
  await app.listen({ port: 0, host: "127.0.0.1" })
  return (app.server.address() as net.AddressInfo).port
}

/** What the server answers to bytes sent as they are, as a raw HTTP response. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request))
    let answer = ""
    socket.on("data", (part) => (answer += part.toString("latin1")))
    socket.on("close", () => resolve(answer))
    socket.on("error", (error) => (answer ? resolve(answer) : reject(error)))
    socket.setTimeout(10_000, () => socket.destroy())
  })
}

const securityHeaders = /^x-frame-options: DENY\r$[\s\S]*^content-security-policy: default-src 'self'/im

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "responses-test-"))
})

afterEach(async () => {
  await app?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe("the server's error answers", () => {
  beforeEach(() => makeBuiltSite(true))

  it.each([
    ["a malformed request line (Node's own 400)", `GET /<script>x</script> HTTP/1.1 junk\r\nHost: x\r\n\r\n`, 400],
    ["headers over 16 KB (Node's own 431)", `GET /?q=<script>x</script> HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ["a URL the router cannot decode", `GET /%E0%A4%A/<script>x</script> HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 400],
  ])("carry the security headers and do not repeat the request: %s", async (_name, request, status) => {
    const port = await startServer()
    const answer = await raw(port, request)
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
    const [head, body] = answer.split("\r\n\r\n")
    expect(`${head}\r\n`).toMatch(/^x-frame-options: DENY\r$/im)
    expect(`${head}\r\n`).toMatch(/^x-content-type-options: nosniff\r$/im)
    expect(`${head}\r\n`).toMatch(/^strict-transport-security: /im)
    expect(`${head}\r\n`).toMatch(/^content-security-policy: default-src 'self'/im)
    expect(body).not.toMatch(/script|%E0|aaaa/i)
  })

  it("answers a request for a page that is not there with the headers too", async () => {
    const port = await startServer()
    const answer = await raw(port, "GET /no-such-page HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    expect(answer).toMatch(/^HTTP\/1\.1 404 /)
    expect(answer).toMatch(securityHeaders)
  })
})

describe("what only the build reads", () => {
  beforeEach(() => makeBuiltSite(true))

  it.each([
    ...buildInternals.map((pattern) => pattern.replace("*", "slices/_gatsby-scripts-1.html")),
    "/%5Fheaders",
    "/webpack%2Estats.json",
    "/static/../chunk-map.json",
  ])("is not served: %s", async (url) => {
    await startServer()
    const response = await app.inject({ method: "GET", url })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain("Page Not Found")
    expect(response.body).not.toMatch(/internal|assetsByChunkName|Content-Security-Policy/)
    expect(response.headers["x-frame-options"]).toBe("DENY")
  })
})

describe("the local inbox, only where it is read", () => {
  const post = () => app.inject({ method: "POST", url: sendPath, headers: { "content-type": "application/json" }, payload: JSON.stringify(enquiry) })

  it("takes enquiries for a build without EmailJS settings", async () => {
    makeBuiltSite(true)
    await startServer()
    expect((await post()).statusCode).toBe(200)
    expect(fs.existsSync(path.join(dir, "inbox"))).toBe(true)
  })

  it("answers 404 and writes nothing for a build that sends through EmailJS", async () => {
    makeBuiltSite(false)
    await startServer()
    const response = await post()
    expect(response.statusCode).toBe(404)
    expect(response.headers["x-frame-options"]).toBe("DENY")
    expect(fs.existsSync(path.join(dir, "inbox"))).toBe(false)
  })
})
