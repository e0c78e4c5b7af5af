/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildServer } from "../../../server/app.mjs"
import { defaultRateLimit, inboxFileName, inboxPlugin, sendPath } from "../../../server/inbox.mjs"
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
  // A limit per client far above these tests' own sends; the limit itself is tested below with the defaults.
  const rateLimit = { max: 100_000, timeWindow: "1 minute" }
  app = await buildServer({
    root: makeSiteRoot(dir),
    plugins: [inboxPlugin({ dir: path.join(dir, "inbox"), log: (line) => logged.push(line), rateLimit })],
  })
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

const inboxFile = () => path.join(dir, "inbox", inboxFileName)
const withName = (name: string) => ({ ...enquiry, template_params: { ...enquiry.template_params, name } })
const savedNames = () => inboxLines().map((line) => JSON.parse(line).template_params.name)

/** The next write to the inbox file puts half its bytes on disk, then fails as a full disk does. */
function failNextWrite() {
  const realOpen = fs.promises.open
  const spy = jest.spyOn(fs.promises, "open").mockImplementation(async (...args: Parameters<typeof realOpen>) => {
    const handle = await realOpen(...args)
    const realWrite = handle.write.bind(handle) as (buffer: Buffer, offset: number, length: number) => Promise<{ bytesWritten: number }>
    ;(handle as unknown as { write: unknown }).write = async (buffer: Buffer, offset: number, length: number) => {
      spy.mockRestore()
      await realWrite(buffer, offset, Math.floor(length / 2))
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" })
    }
    return handle
  })
}

describe("the local inbox, whole or nothing", () => {
  let errors: string[]
  beforeEach(() => {
    errors = []
    jest.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line))
  })
  afterEach(() => jest.restoreAllMocks())

  it("refuses an enquiry the disk could not take whole, leaves the file as it was, and saves the next one whole", async () => {
    expect((await post(withName("First guest"))).statusCode).toBe(200)
    const before = fs.readFileSync(inboxFile())
    failNextWrite()
    const refused = await post(withName("Unlucky guest"))
    expect(refused.statusCode).toBe(500)
    expect(refused.body).toBe("The inbox could not save the enquiry. Please try again.")
    expect(fs.readFileSync(inboxFile())).toEqual(before)
    expect(errors.join("\n")).toMatch(/REFUSED an enquiry: it could not be saved \(ENOSPC.*free some space/)
    expect((await post(withName("Next guest"))).statusCode).toBe(200)
    expect(savedNames()).toEqual(["First guest", "Next guest"])
  })

  it("cuts off an unfinished last line left by a server that stopped mid-write before it appends", async () => {
    fs.mkdirSync(path.join(dir, "inbox"))
    const whole = `${JSON.stringify({ template_params: { name: "Saved guest" } })}\n`
    fs.writeFileSync(inboxFile(), `${whole}{"template_params":{"name":"Never confirm`)
    expect((await post(withName("Next guest"))).statusCode).toBe(200)
    expect(savedNames()).toEqual(["Saved guest", "Next guest"])
    expect(errors.join("\n")).toMatch(/removed an unfinished last line/)
  })

  it("keeps the inbox readable by its owner only, a new file and one made readable by others", async () => {
    await post(withName("First guest"))
    expect(fs.statSync(inboxFile()).mode & 0o777).toBe(0o600)
    fs.chmodSync(inboxFile(), 0o644)
    await post(withName("Second guest"))
    expect(fs.statSync(inboxFile()).mode & 0o777).toBe(0o600)
  })
})

describe("the local inbox, bounded", () => {
  it(`refuses a client's sends past ${defaultRateLimit.max} in ${defaultRateLimit.timeWindow}, and saves none of them`, async () => {
    const limited = await buildServer({ root: makeSiteRoot(dir), plugins: [inboxPlugin({ dir: path.join(dir, "limited"), log: () => undefined })] })
    const send = (name: string) =>
      limited.inject({ method: "POST", url: sendPath, headers: { "content-type": "application/json" }, payload: JSON.stringify(withName(name)) })
    const answers = []
    for (let i = 0; i < defaultRateLimit.max + 2; i += 1) answers.push((await send(`Guest ${i}`)).statusCode)
    expect(answers).toEqual([...Array(defaultRateLimit.max).fill(200), 429, 429])
    const refused = await send("One more")
    expect(refused.body).toMatch(/^Too many enquiries from this address/)
    expect(refused.headers["access-control-allow-origin"]).toBe("*")
    // Another client is not held back by the first.
    const other = await limited.inject({
      method: "POST",
      url: sendPath,
      remoteAddress: "192.0.2.7",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(withName("Other")),
    })
    expect(other.statusCode).toBe(200)
    expect(
      fs
        .readFileSync(path.join(dir, "limited", inboxFileName), "utf8")
        .trim()
        .split("\n")
    ).toHaveLength(defaultRateLimit.max + 1)
    await limited.close()
  })

  it("refuses enquiries once the file reaches its size limit, telling the operator what to do", async () => {
    const errors: string[] = []
    jest.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line))
    const capped = await buildServer({
      root: makeSiteRoot(dir),
      plugins: [inboxPlugin({ dir: path.join(dir, "capped"), log: () => undefined, maxBytes: 4000 })],
    })
    const send = (name: string) =>
      capped.inject({ method: "POST", url: sendPath, headers: { "content-type": "application/json" }, payload: JSON.stringify(withName(name)) })
    const statuses = []
    for (let i = 0; i < 8; i += 1) statuses.push((await send(`Guest ${i}`)).statusCode)
    const saved = statuses.filter((status) => status === 200).length
    expect(saved).toBeGreaterThan(0)
    expect(statuses).toEqual([...Array(saved).fill(200), ...Array(8 - saved).fill(507)])
    const file = path.join(dir, "capped", inboxFileName)
    expect(fs.statSync(file).size).toBeLessThanOrEqual(4000)
    expect((await send("Late guest")).body).toBe("The inbox is full, so the enquiry was not saved.")
    expect(errors.at(-1)).toMatch(
      /REFUSED an enquiry: .*enquiries\.jsonl holds \d+ KB and has reached its limit of 4 KB.*move the file elsewhere.*INBOX_MAX_MB/
    )
    // Moved away, as the console says: the next enquiry is saved.
    fs.renameSync(file, `${file}.read`)
    expect((await send("After the move")).statusCode).toBe(200)
    await capped.close()
    jest.restoreAllMocks()
  })

  it("tells the operator a limit under one KB in bytes, not as 0 KB", async () => {
    const errors: string[] = []
    jest.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line))
    const tiny = await buildServer({
      root: makeSiteRoot(dir),
      plugins: [inboxPlugin({ dir: path.join(dir, "tiny"), log: () => undefined, maxBytes: 100 })],
    })
    const refused = await tiny.inject({
      method: "POST",
      url: sendPath,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(withName("Guest")),
    })
    expect(refused.statusCode).toBe(507)
    expect(errors.at(-1)).toMatch(/has reached its limit of 100 bytes/)
    expect(errors.at(-1)).not.toMatch(/ 0 KB/)
    await tiny.close()
    jest.restoreAllMocks()
  })
})
