/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildServer } from "../../../server/app.mjs"
import { inboxFileName, inboxPlugin, sendPath } from "../../../server/inbox.mjs"
import { enquiry, makeSiteRoot } from "../../fixtures/inbox-request"

let dir: string
let app: FastifyInstance
let logged: string[]

const inboxLines = () => {
  const file = path.join(dir, "inbox", inboxFileName)
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : []
}

const post = (payload: unknown, contentType = "application/json") =>
  app.inject({
    method: "POST",
    url: sendPath,
    headers: { "content-type": contentType },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
  })

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "inbox-test-"))
  logged = []
  app = await buildServer({ root: makeSiteRoot(dir), plugins: [inboxPlugin({ dir: path.join(dir, "inbox"), log: (line) => logged.push(line) })] })
})

afterEach(async () => {
  await app.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe("the local inbox", () => {
  it("answers 200 OK as EmailJS does and keeps the enquiry as one timestamped line", async () => {
    const before = Date.now()
    const response = await post(enquiry)
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe("OK")
    const lines = inboxLines()
    expect(lines).toHaveLength(1)
    const saved = JSON.parse(lines[0])
    expect(saved.template_params).toEqual(enquiry.template_params)
    expect(saved.service_id).toBe("local-inbox-service")
    expect(saved.template_id).toBe("local-inbox-trip-enquiry")
    expect(Date.parse(saved.receivedAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it("prints a one-line summary, even when a field holds line breaks", async () => {
    await post({ ...enquiry, template_params: { ...enquiry.template_params, name: "Morag\nFAKE LOG LINE" } })
    expect(logged).toHaveLength(1)
    expect(logged[0]).not.toMatch(/\n/)
    expect(logged[0]).toMatch(/Morag FAKE LOG LINE <morag@example.com>: Isle of Mull, 2030-05-01 to 2030-05-08/)
  })

  it.each([
    ["lib_version", "lib_version (the EmailJS SDK version) is required and must be a non-empty string."],
    ["user_id", "user_id (the public key) is required and must be a non-empty string."],
    ["service_id", "service_id is required and must be a non-empty string."],
    ["template_id", "template_id is required and must be a non-empty string."],
    ["template_params", "template_params is required and must be a JSON object."],
  ])("answers 400 with a clear text when %s is missing, and saves nothing", async (key, text) => {
    const { [key as keyof typeof enquiry]: _left, ...rest } = enquiry
    const response = await post(rest)
    expect(response.statusCode).toBe(400)
    expect(response.body).toBe(text)
    expect(inboxLines()).toEqual([])
  })

  it.each([
    ["an empty service_id", { ...enquiry, service_id: "" }, "service_id is required"],
    ["a numeric user_id", { ...enquiry, user_id: 42 }, "user_id (the public key) is required"],
    ["template_params as a list", { ...enquiry, template_params: ["a"] }, "template_params is required and must be a JSON object."],
    ["a list for a body", [enquiry], "The body must be a JSON object"],
    ["broken JSON", '{"lib_version": "4.4.1",', "The body is not valid JSON."],
    ["an empty body", "", "The body is empty"],
  ])("answers 400 for %s", async (_name, payload, text) => {
    const response = await post(payload)
    expect(response.statusCode).toBe(400)
    expect(response.headers["content-type"]).toMatch(/^text\/plain/)
    expect(response.body).toContain(text)
    expect(inboxLines()).toEqual([])
  })

  it("answers 415 for a body that is not sent as JSON", async () => {
    const response = await post(JSON.stringify(enquiry), "text/plain")
    expect(response.statusCode).toBe(415)
    expect(response.body).toMatch(/Content-Type: application\/json/)
    expect(inboxLines()).toEqual([])
  })

  it("answers 413 for a body over 64 KB, and accepts one just under it", async () => {
    const padded = (size: number) => {
      const body = { ...enquiry, template_params: { ...enquiry.template_params, message: "" } }
      const room = size - Buffer.byteLength(JSON.stringify(body))
      return JSON.stringify({ ...body, template_params: { ...body.template_params, message: "x".repeat(room) } })
    }
    const tooBig = await post(padded(64 * 1024 + 1))
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.body).toBe("The enquiry is larger than 64 KB, so it was not saved.")
    expect(inboxLines()).toEqual([])
    const justFits = await post(padded(64 * 1024))
    expect(justFits.statusCode).toBe(200)
    expect(inboxLines()).toHaveLength(1)
  })

  it("still serves the site beside it", async () => {
    const home = await app.inject({ method: "GET", url: "/" })
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain("Home")
  })

  it("keeps all of 200 enquiries sent at once over HTTP, each on its own intact line", async () => {
    const port = 9600 + Number(process.env.JEST_WORKER_ID ?? 1)
    await app.listen({ port, host: "127.0.0.1" })
    const names = Array.from({ length: 200 }, (_, i) => `Guest ${i} ${"ü".repeat(i * 40)}`)
    const answers = await Promise.all(
      names.map((name) =>
        fetch(`http://127.0.0.1:${port}${sendPath}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...enquiry, template_params: { ...enquiry.template_params, name } }),
        }).then(async (response) => [response.status, await response.text()])
      )
    )
    expect(answers.filter(([status, text]) => status === 200 && text === "OK")).toHaveLength(200)
    const saved = inboxLines().map((line) => JSON.parse(line).template_params.name)
    expect(saved.sort()).toEqual([...names].sort())
  })
})
