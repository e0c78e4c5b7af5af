// @ts-check
// The local inbox: answers POST /api/v1.0/email/send as EmailJS does, so `npm start` works end to end with
// no EmailJS account. Each accepted enquiry becomes one JSON line of <dir>/enquiries.jsonl.
// Whatever arrives (bad JSON, wrong content type, a huge or slow body), it answers with a clear status
// in plain text and never crashes the server.
import fs from "node:fs"
import path from "node:path"
import rateLimit from "@fastify/rate-limit"

export const sendPath = "/api/v1.0/email/send"
export const inboxFileName = "enquiries.jsonl"
export const maxBodyBytes = 64 * 1024
/** The inbox file's size limit: some thousands of enquiries, far below any disk, so a flood cannot fill one. */
export const defaultMaxInboxBytes = 50 * 1024 * 1024
/** How many sends one client may make in rateWindow: far more than a visitor retrying, far fewer than a flood. */
export const defaultRateLimit = { max: 10, timeWindow: "10 minutes" }

const requiredStrings = [
  ["lib_version", "lib_version (the EmailJS SDK version)"],
  ["user_id", "user_id (the public key)"],
  ["service_id", "service_id"],
  ["template_id", "template_id"],
]

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * What is wrong with a send request's body, in words for whoever sent it, or null when it is acceptable.
 * @param {unknown} body
 * @returns {string | null}
 */
export function sendBodyProblem(body) {
  if (!isObject(body)) {
    return "The body must be a JSON object with lib_version, user_id, service_id, template_id and template_params."
  }
  for (const [key, description] of requiredStrings) {
    const value = body[key]
    if (typeof value !== "string" || value.trim() === "") return `${description} is required and must be a non-empty string.`
  }
  if (!isObject(body.template_params)) return "template_params is required and must be a JSON object."
  // Template params are flat, as the form sends them: a nested value could be too deep to save or to print.
  for (const [key, value] of Object.entries(body.template_params)) {
    if (value !== null && !["string", "number", "boolean"].includes(typeof value)) {
      return `template_params.${oneLine(key, 40)} must be text, a number, true, false or null.`
    }
  }
  return null
}

/**
 * Appends one line per call, strictly one after another: concurrent sends never interleave or lose a line.
 * Whole or nothing: append resolves only once the whole line is on disk (fsync'ed); when a write fails (a full
 * disk, say), the file is cut back to where it was, so every line of it always parses. The file holds visitors'
 * personal details: it is readable and writable by its owner only, and so is a new folder.
 * @param {string} dir
 * @param {{ maxBytes?: number }} [options] maxBytes: the file's size limit; an enquiry that would pass it is refused
 */
export function createInboxWriter(dir, { maxBytes = defaultMaxInboxBytes } = {}) {
  const file = path.join(dir, inboxFileName)
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve()
  return {
    file,
    /** @param {unknown} record @returns {Promise<void>} */
    append(record) {
      const line = Buffer.from(`${JSON.stringify(record)}\n`, "utf8")
      const written = queue.then(() => appendWhole(dir, file, line, maxBytes))
      queue = written.catch(() => undefined)
      return written
    },
  }
}

/** @param {string} dir @param {string} file @param {Buffer} line @param {number} maxBytes */
async function appendWhole(dir, file, line, maxBytes) {
  // Made each time, so deleting the folder while the server runs does not lose the next enquiry.
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 })
  const handle = await fs.promises.open(file, "a+", 0o600)
  try {
    const { size, mode } = await handle.stat()
    // A file made before this rule, or by hand, may be readable by others.
    if ((mode & 0o777) !== 0o600) await handle.chmod(0o600)
    const start = await wholeLinesEnd(handle, size)
    if (start + line.length > maxBytes) throw new InboxFullError(file, start, maxBytes)
    try {
      // Append mode: each write goes to the end, which is `start` (a repaired tail was cut off above).
      let offset = 0
      while (offset < line.length) {
        const { bytesWritten } = await handle.write(line, offset, line.length - offset)
        offset += bytesWritten
      }
      await handle.sync()
    } catch (error) {
      // Whatever part of the line reached the file goes, so the next enquiry starts on a line of its own.
      await handle.truncate(start).catch(() => undefined)
      await handle.sync().catch(() => undefined)
      throw error
    }
  } finally {
    await handle.close()
  }
}

/**
 * Where the file's last whole line ends. A tail without its newline (the server stopped mid-write: a crash, a power
 * cut) is an enquiry that was never answered 200: it is cut off, so the next line does not join it.
 * @param {import("node:fs/promises").FileHandle} handle @param {number} size
 */
async function wholeLinesEnd(handle, size) {
  const chunk = Buffer.alloc(64 * 1024)
  let end = size
  while (end > 0) {
    const from = Math.max(0, end - chunk.length)
    const { bytesRead } = await handle.read(chunk, 0, end - from, from)
    const newline = chunk.subarray(0, bytesRead).lastIndexOf(10)
    if (newline >= 0) {
      end = from + newline + 1
      break
    }
    end = from
  }
  if (end < size) {
    await handle.truncate(end)
    console.error(`[inbox] removed an unfinished last line (${size - end} bytes, an enquiry never confirmed to its sender)`)
  }
  return end
}

/** The inbox file has reached its size limit: the enquiry is refused, and the operator told what to do. */
export class InboxFullError extends Error {
  /** @param {string} file @param {number} size @param {number} maxBytes */
  constructor(file, size, maxBytes) {
    super(
      `${file} holds ${shownSize(size)} and has reached its limit of ${shownSize(maxBytes)}, so new enquiries are refused ` +
        "(visitors are shown the business's e-mail address). Read the enquiries in it, then move the file elsewhere: " +
        "the next enquiry starts a new one. Or raise the limit with INBOX_MAX_MB."
    )
    this.name = "InboxFullError"
  }
}

/** A size for the operator: in MB, KB under one MB, bytes under one KB. @param {number} bytes */
const shownSize = (bytes) =>
  bytes < 1024
    ? `${Math.round(bytes)} bytes`
    : bytes < 1024 * 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** One line for the console: control characters (a forged newline) flattened, long values cut. @param {unknown} value */
function oneLine(value, max = 60) {
  const text = String(value ?? "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** @param {Record<string, unknown>} p @param {string} receivedAt @param {string} where */
export function enquirySummary(p, receivedAt, where) {
  const from = `${oneLine(p.name) || "(no name)"} <${oneLine(p.email) || "no e-mail"}>`
  const trip = `${oneLine(p.destination) || "(no destination)"}, ${oneLine(p.departureDate, 12)} to ${oneLine(p.returnDate, 12)}`
  const party = `${oneLine(p.adults, 6)} adults, ${oneLine(p.children, 6)} children`
  return `[inbox] ${receivedAt} enquiry from ${from}: ${trip}, ${party}, ${oneLine(p.packageType, 20)}, ${oneLine(p.budget, 20)} -> ${where}`
}

/** @param {import("fastify").FastifyReply} reply @param {number} code @param {string} text */
function answer(reply, code, text) {
  return reply.code(code).type("text/plain; charset=utf-8").send(text)
}

// The page normally posts to its own server; these let `gatsby develop` on another port post here too.
const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
}

/**
 * A plugin for buildServer({ plugins }).
 * @param {{ dir: string, open?: () => boolean, log?: (line: string) => void, maxBytes?: number, rateLimit?: { max: number, timeWindow: string | number } }} options
 *   open: whether the inbox takes enquiries now (while not, its path is not found); maxBytes: the inbox file's size
 *   limit; rateLimit: sends per client (by IP address) in a time window
 */
export function inboxPlugin({ dir, open = () => true, log = console.log, maxBytes = defaultMaxInboxBytes, rateLimit: perClient = defaultRateLimit }) {
  const writer = createInboxWriter(dir, { maxBytes })
  // Short when the inbox is inside the project (.inbox/enquiries.jsonl), absolute otherwise.
  const relative = path.relative(process.cwd(), writer.file)
  const where = relative.startsWith("..") || path.isAbsolute(relative) ? writer.file : relative
  /** @param {import("fastify").FastifyInstance} app */
  return async (app) => {
    // Its own context, so its body parsing and error answers touch nothing else on the server.
    await app.register(async (inbox) => {
      // Before the body is read or the send counted against its sender.
      inbox.addHook("onRequest", async (_request, reply) => {
        if (!open()) return reply.callNotFound()
      })
      inbox.removeAllContentTypeParsers()
      inbox.addContentTypeParser("*", { parseAs: "string", bodyLimit: maxBodyBytes }, (_request, body, done) => done(null, body))

      // Per client, counted in memory (@fastify/rate-limit keeps at most 5,000 clients, least recent dropped first).
      await inbox.register(rateLimit, { ...perClient, global: false })

      inbox.setErrorHandler((error, request, reply) => {
        const code = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500
        const message = error instanceof Error ? error.message : String(error)
        reply.headers(cors)
        if (code === 413) return answer(reply, 413, `The enquiry is larger than ${maxBodyBytes / 1024} KB, so it was not saved.`)
        if (code === 429)
          return answer(reply, 429, "Too many enquiries from this address in a short time, so this one was not saved. Please wait a few minutes.")
        if (code >= 400 && code < 500) return answer(reply, code, `The request could not be read: ${message}`)
        if (error instanceof InboxFullError) {
          console.error(`[inbox] REFUSED an enquiry: ${message}`)
          return answer(reply, 507, "The inbox is full, so the enquiry was not saved.")
        }
        request.log.error(error)
        console.error(
          `[inbox] REFUSED an enquiry: it could not be saved (${message}). The visitor was shown the business's e-mail address; ` +
            `${where} is as it was before. If the disk is full, free some space: the next enquiry is saved as usual.`
        )
        return answer(reply, 500, "The inbox could not save the enquiry. Please try again.")
      })

      inbox.options(sendPath, (_request, reply) => reply.headers(cors).code(204).send())

      inbox.post(sendPath, { bodyLimit: maxBodyBytes, config: { rateLimit: perClient } }, async (request, reply) => {
        reply.headers(cors)
        const mediaType = String(request.headers["content-type"] ?? "")
          .split(";")[0]
          .trim()
          .toLowerCase()
        if (mediaType !== "application/json") {
          return answer(reply, 415, "Send the enquiry as JSON, with the header Content-Type: application/json.")
        }
        if (typeof request.body !== "string" || request.body.trim() === "") {
          return answer(reply, 400, "The body is empty: send the enquiry as a JSON object.")
        }
        let body
        try {
          body = JSON.parse(request.body)
        } catch {
          return answer(reply, 400, "The body is not valid JSON.")
        }
        const problem = sendBodyProblem(body)
        if (problem) return answer(reply, 400, problem)
        const receivedAt = new Date().toISOString()
        const { service_id, template_id, template_params } = body
        await writer.append({ receivedAt, service_id, template_id, template_params })
        log(enquirySummary(template_params, receivedAt, where))
        return answer(reply, 200, "OK")
      })
    })
  }
}
