/** @jest-environment node */
// The local inbox as `npm start` runs it, on a real loopback port: malformed and oddly typed bodies, oversized,
// slow and vanishing clients, and a bounded load of 1,000 mixed requests. The server must answer every request,
// never crash, and keep each accepted enquiry as exactly one intact line.
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildServer } from "../../../server/app.mjs"
import { inboxFileName, inboxPlugin, maxBodyBytes, sendPath } from "../../../server/inbox.mjs"
import { enquiry, enquiryWith, makeSiteRoot } from "../../fixtures/inbox-request"

// Loopback ports of their own; INBOX_TEST_PORT moves them if something else already listens there.
const port = Number(process.env.INBOX_TEST_PORT ?? 9800)
// The built site when there is one (the server as `npm start` runs it), otherwise a two-page stand-in.
const builtSite = path.resolve(__dirname, "../../../public")
// Short, so a stalled client is cut off quickly here; the production default stays 30 s.
const shortRequestTimeoutMs = 1500
// Only safety nets, so a hung request fails the test instead of hanging it. A stalled client is given up on
// well before Node's own 60 s headers timeout, so only the server's request timeout can close it first.
const giveUpMs = 60_000
const stallGiveUpMs = 30_000

let dir: string
let app: FastifyInstance
// Every request here comes from one address, standing for many visitors: the limit per client is tested in the unit tests.
const manyClientsAsOne = { max: 100_000, timeWindow: "1 minute" }

async function startInbox(options: { requestTimeout?: number } = {}) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "inbox-robustness-"))
  const root = fs.existsSync(path.join(builtSite, "index.html")) ? builtSite : makeSiteRoot(dir)
  app = await buildServer({
    root,
    ...options,
    plugins: [inboxPlugin({ dir: path.join(dir, "inbox"), log: () => undefined, rateLimit: manyClientsAsOne })],
  })
  await app.listen({ port, host: "127.0.0.1" })
}

afterEach(async () => {
  await app?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Every line of the inbox file, as written. */
function inboxLines(): string[] {
  const file = path.join(dir, "inbox", inboxFileName)
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : []
}

type Answer = { status: number; text: string }

/** One request over a real connection; `chunks` without a content length go out chunked, one write each. */
function request(
  method: string,
  urlPath: string,
  options: { headers?: http.OutgoingHttpHeaders; chunks?: Array<string | Buffer> } = {}
): Promise<Answer> {
  const { headers = {}, chunks = [] } = options
  return new Promise((resolve, reject) => {
    // agent false: a connection per request, so none is reused just as a finished test's server closes it.
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers, agent: false, timeout: giveUpMs }, (res) => {
      const parts: Buffer[] = []
      res.on("data", (part: Buffer) => parts.push(part))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString("utf8") }))
      res.on("error", reject)
    })
    req.on("timeout", () => req.destroy(new Error(`no answer within ${giveUpMs} ms`)))
    req.on("error", reject)
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })
}

/** A POST to the send path with an exact body and content type (none when `contentType` is null). */
function post(body: string | Buffer, contentType: string | null = "application/json"): Promise<Answer> {
  const headers: http.OutgoingHttpHeaders = { "content-length": Buffer.byteLength(body) }
  if (contentType !== null) headers["content-type"] = contentType
  return request("POST", sendPath, { headers, chunks: [body] })
}

const postEnquiry = (body: unknown) => post(JSON.stringify(body))

/** The site and the inbox both still answer. */
async function expectServerAlive() {
  expect((await request("GET", "/")).status).toBe(200)
  const probe = enquiryWith({ name: `Alive ${Math.random()}` })
  expect(await postEnquiry(probe)).toEqual({ status: 200, text: "OK" })
  expect(inboxLines().map((line) => JSON.parse(line).template_params)).toContainEqual(probe.template_params)
}

/** Head of an HTTP/1.1 send request, announcing `length` bytes of JSON. */
const requestHead = (length: number) =>
  `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`

/** Writes `text` on a raw connection and then nothing more; resolves with what came back once the connection ends. */
function sendThenStall(text: string): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    let answer = ""
    let closedByServer = true
    const giveUp = setTimeout(() => {
      closedByServer = false
      socket.destroy()
    }, stallGiveUpMs)
    socket.on("data", (data) => (answer += data.toString("utf8")))
    socket.on("error", () => undefined)
    socket.on("close", () => {
      clearTimeout(giveUp)
      resolve({ answer, closedByServer })
    })
    socket.write(text)
  })
}

/** Writes `text` on a raw connection, then drops it without waiting for an answer. */
function sendThenVanish(text: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    socket.on("error", () => undefined)
    socket.on("close", () => resolve())
    socket.write(text, () => socket.destroy())
  })
}

/** A JSON body of exactly `bytes` bytes: the enquiry with a message padded to fit. */
function bodyOfSize(bytes: number, name = "Padded"): string {
  const base = JSON.stringify(enquiryWith({ name, message: "" }))
  return JSON.stringify(enquiryWith({ name, message: "x".repeat(bytes - Buffer.byteLength(base)) }))
}

describe("the local inbox on a real port", () => {
  beforeEach(() => startInbox())

  const emailjsFields = JSON.stringify(enquiry).slice(0, -1)
  it.each([
    ["a body cut short", '{"lib_version": "4.4.1",', "The body is not valid JSON."],
    ["a trailing comma", JSON.stringify(enquiry).replace(/}$/, ",}"), "The body is not valid JSON."],
    ["single quotes", "{'lib_version': '4.4.1'}", "The body is not valid JSON."],
    ["a comment", `/* hi */${JSON.stringify(enquiry)}`, "The body is not valid JSON."],
    ["two objects", `${JSON.stringify(enquiry)}${JSON.stringify(enquiry)}`, "The body is not valid JSON."],
    ["null", "null", "The body must be a JSON object"],
    ["a string", '"enquiry"', "The body must be a JSON object"],
    ["a number", "42", "The body must be a JSON object"],
    ["only white space", " \n\t ", "The body is empty"],
    ["an object as a param", JSON.stringify(enquiryWith({ name: { toString: "x" } })), "template_params.name must be text"],
    ["a list as a param", JSON.stringify(enquiryWith({ email: ["a", ["b"]] })), "template_params.email must be text"],
    [
      "a param nested 20,000 deep",
      `${emailjsFields.replace(/,"template_params".*$/, "")},"template_params":{"message":${"[".repeat(20_000)}${"]".repeat(20_000)}}}`,
      "template_params.message must be text",
    ],
    [
      "a prototype-polluting param",
      `${emailjsFields.replace(/,"template_params".*$/, "")},"template_params":{"__proto__":{"polluted":true}}}`,
      "template_params.__proto__ must be text",
    ],
  ])("answers 400 to %s, saves nothing and keeps serving", async (_name, body, text) => {
    const answer = await post(body)
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(text)
    expect(inboxLines()).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    await expectServerAlive()
    expect(inboxLines()).toHaveLength(1)
  })

  it("keeps odd but valid text exactly: lone surrogates, NUL, line separators, and invalid UTF-8 as U+FFFD", async () => {
    const name = "Odd \ud800 \u0000 \u2028 \u2029 \u001b[31m red \ufeff end"
    expect(await postEnquiry(enquiryWith({ name }))).toEqual({ status: 200, text: "OK" })
    // Bytes that are not UTF-8 in place of the "@": read as U+FFFD, as any UTF-8 decoder does.
    const bytes = Buffer.from(JSON.stringify(enquiryWith({ name: "Bytes @" })))
    const at = bytes.indexOf("@")
    const badBytes = Buffer.concat([bytes.subarray(0, at), Buffer.from([0xc3, 0x28, 0xff]), bytes.subarray(at + 1)])
    expect(await post(badBytes)).toEqual({ status: 200, text: "OK" })
    const saved = inboxLines().map((line) => JSON.parse(line).template_params.name)
    expect(saved).toEqual([name, "Bytes \ufffd(\ufffd"])
  })

  it.each([
    ["text/plain", JSON.stringify(enquiry)],
    [
      "application/x-www-form-urlencoded",
      new URLSearchParams({ lib_version: "4.4.1", user_id: "u", service_id: "s", template_id: "t", "template_params[name]": "Form" }).toString(),
    ],
    ["multipart/form-data; boundary=XyZ", `--XyZ\r\nContent-Disposition: form-data; name="json"\r\n\r\n${JSON.stringify(enquiry)}\r\n--XyZ--\r\n`],
    ["application/jsonp", JSON.stringify(enquiry)],
    ["text/html", "<script>alert(1)</script>"],
    [null, JSON.stringify(enquiry)],
  ])("answers 415 to a body sent as %s and saves nothing", async (contentType, body) => {
    const answer = await post(body, contentType)
    expect(answer).toEqual({ status: 415, text: "Send the enquiry as JSON, with the header Content-Type: application/json." })
    expect(inboxLines()).toEqual([])
    await expectServerAlive()
  })

  it.each(["application/json; charset=utf-8", "Application/JSON"])("accepts JSON labelled %s", async (contentType) => {
    expect(await post(JSON.stringify(enquiry), contentType)).toEqual({ status: 200, text: "OK" })
    expect(inboxLines().map((line) => JSON.parse(line).template_params)).toEqual([enquiry.template_params])
  })

  it("answers 413 to bodies over 64 KB, announced or streamed, and keeps answering", async () => {
    const tooBig = "The enquiry is larger than 64 KB, so it was not saved."
    expect(await post(bodyOfSize(maxBodyBytes + 1))).toEqual({ status: 413, text: tooBig })
    expect(await post("x".repeat(5 * 1024 * 1024))).toEqual({ status: 413, text: tooBig })
    // Chunked, with no Content-Length: the limit holds while the body streams in.
    const streamed = Array.from({ length: 80 }, () => "y".repeat(1024))
    expect(await request("POST", sendPath, { headers: { "content-type": "application/json" }, chunks: streamed })).toEqual({
      status: 413,
      text: tooBig,
    })
    expect(inboxLines()).toEqual([])
    // Exactly at the limit, streamed in pieces, still fits.
    const fits = bodyOfSize(maxBodyBytes, "Just fits")
    const pieces = fits.match(/[\s\S]{1,4096}/g) ?? []
    expect(await request("POST", sendPath, { headers: { "content-type": "application/json" }, chunks: pieces })).toEqual({ status: 200, text: "OK" })
    expect(inboxLines().map((line) => JSON.parse(line).template_params.name)).toEqual(["Just fits"])
    await expectServerAlive()
  })

  it("loses nothing when clients vanish mid-body, and keeps answering", async () => {
    const body = JSON.stringify(enquiryWith({ name: "Vanished" }))
    for (let i = 0; i < 10; i += 1) await sendThenVanish(requestHead(Buffer.byteLength(body)) + body.slice(0, 20 + i * 10))
    await sendThenVanish(requestHead(Buffer.byteLength(body)))
    await sendThenVanish(`POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty`)
    await expectServerAlive()
    expect(inboxLines().filter((line) => line.includes("Vanished"))).toEqual([])
  })
})

describe("the local inbox with slow clients", () => {
  beforeEach(() => startInbox({ requestTimeout: shortRequestTimeoutMs }))

  it.each([
    ["sends its headers and half the body, then stalls", (body: string) => requestHead(Buffer.byteLength(body)) + body.slice(0, body.length / 2)],
    ["sends its headers and no body, then stalls", (body: string) => requestHead(Buffer.byteLength(body))],
    ["stalls in the middle of its headers", () => `POST ${sendPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty`],
  ])(
    "cuts off a client that %s with 408, saves nothing and keeps answering",
    async (_name, partial) => {
      const body = JSON.stringify(enquiryWith({ name: "Stalled" }))
      const { answer, closedByServer } = await sendThenStall(partial(body))
      expect(closedByServer).toBe(true)
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
      expect(inboxLines()).toEqual([])
      await expectServerAlive()
    },
    2 * stallGiveUpMs
  )
})

describe("the local inbox under load", () => {
  beforeEach(() => startInbox())

  const total = 1000
  const concurrency = 50
  const scripts = ["Zoë Ångström", "Καλημέρα", "Привет", "مرحبا", "שלום", "नमस्ते", "สวัสดี", "你好", "안녕", "ሰላም", "🦌👨‍👩‍👧‍👦🏴󠁧󠁢󠁳󠁣󠁴󠁿"]
  const wrongTypes = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]

  type Planned = { body: string; contentType: string | null; expected: number; params?: Record<string, unknown> }

  /** Request i of the load: 7 in 10 valid enquiries, the rest each kind of bad request in turn. */
  function planned(i: number): Planned {
    const slot = i % 10
    if (slot < 7) {
      const params = enquiryWith({
        name: `Load guest ${i} ${scripts[i % scripts.length]}`,
        message: `Line one "${i}"\n${"ü🦌\\".repeat(i % 60)}\n<b>end</b>`,
        adults: 1 + (i % 9),
      }).template_params
      return { body: JSON.stringify({ ...enquiry, template_params: params }), contentType: "application/json", expected: 200, params }
    }
    if (slot === 7) return { body: `{"lib_version":"4.4.1","template_params":{"name":"Broken ${i}"`, contentType: "application/json", expected: 400 }
    if (slot === 8)
      return {
        body: JSON.stringify(enquiryWith({ name: `Wrong type ${i}` })),
        contentType: wrongTypes[Math.floor(i / 10) % wrongTypes.length],
        expected: 415,
      }
    const bad = [
      { body: JSON.stringify({ ...enquiry, service_id: "" }), contentType: "application/json", expected: 400 },
      { body: bodyOfSize(maxBodyBytes + 1 + i, `Too big ${i}`), contentType: "application/json", expected: 413 },
      { body: JSON.stringify(enquiryWith({ name: { first: `Nested ${i}` } })), contentType: "application/json", expected: 400 },
    ]
    return bad[Math.floor(i / 10) % bad.length]
  }

  /** Runs task(0..count-1), never more than `limit` at once. */
  async function bounded<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
    const results: T[] = new Array(count)
    let next = 0
    const worker = async () => {
      while (next < count) {
        const i = next
        next += 1
        results[i] = await task(i)
      }
    }
    await Promise.all(Array.from({ length: limit }, worker))
    return results
  }

  it("answers all of 1,000 mixed requests, 50 at a time, and keeps every accepted enquiry as one intact line", async () => {
    const plan = Array.from({ length: total }, (_, i) => planned(i))
    const answers = await bounded(total, concurrency, (i) =>
      post(plan[i].body, plan[i].contentType).then(
        (answer) => answer.status,
        (error) => {
          console.log(`inbox load: request ${i} got no answer: ${error}`)
          return 0
        }
      )
    )
    const accepted = plan.filter((_, i) => answers[i] === 200)
    const unanswered = answers.filter((status) => status === 0).length
    const byStatus = answers.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})
    const lines = inboxLines()
    const intact = lines.filter((line) => {
      try {
        return typeof JSON.parse(line).template_params === "object"
      } catch {
        return false
      }
    })
    console.log(
      `inbox load: ${total} requests (${concurrency} at a time), ${accepted.length} accepted, ${total - accepted.length - unanswered} rejected ` +
        `(${Object.entries(byStatus)
          .filter(([status]) => status !== "200" && status !== "0")
          .map(([status, count]) => `${count} × ${status}`)
          .join(", ")}), ` +
        `${unanswered} unanswered, ${intact.length} of ${lines.length} lines intact`
    )

    expect(unanswered).toBe(0)
    expect(answers).toEqual(plan.map((request) => request.expected))
    expect(lines).toHaveLength(accepted.length)
    expect(intact).toHaveLength(lines.length)
    const saved = intact.map((line) => JSON.parse(line).template_params)
    const sortByName = (list: Array<Record<string, unknown>>) => [...list].sort((a, b) => String(a.name).localeCompare(String(b.name)))
    expect(sortByName(saved)).toEqual(sortByName(accepted.map((request) => request.params ?? {})))
    await expectServerAlive()
  }, 180_000)
})
