// @ts-check
// The local inbox: answers POST /api/v1.0/email/send as EmailJS does, so `npm start` works end to end with
// no EmailJS account. Each accepted enquiry becomes one JSON line of <dir>/enquiries.jsonl.
// Whatever arrives (bad JSON, wrong content type, a huge or slow body), it answers with a clear status
// in plain text and never crashes the server.
import fs from "node:fs"
import path from "node:path"

export const sendPath = "/api/v1.0/email/send"
export const inboxFileName = "enquiries.jsonl"
export const maxBodyBytes = 64 * 1024

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
 * @param {string} dir
 */
export function createInboxWriter(dir) {
  const file = path.join(dir, inboxFileName)
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve()
  return {
    file,
    /** @param {unknown} record @returns {Promise<void>} */
    append(record) {
      const line = `${JSON.stringify(record)}\n`
      const written = queue.then(async () => {
        // Made each time, so deleting the folder while the server runs does not lose the next enquiry.
        await fs.promises.mkdir(dir, { recursive: true })
        await fs.promises.appendFile(file, line, "utf8")
      })
      queue = written.catch(() => undefined)
      return written
    },
  }
}

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
 * @param {{ dir: string, log?: (line: string) => void }} options
 */
export function inboxPlugin({ dir, log = console.log }) {
  const writer = createInboxWriter(dir)
  // Short when the inbox is inside the project (.inbox/enquiries.jsonl), absolute otherwise.
  const relative = path.relative(process.cwd(), writer.file)
  const where = relative.startsWith("..") || path.isAbsolute(relative) ? writer.file : relative
  /** @param {import("fastify").FastifyInstance} app */
  return async (app) => {
    // Its own context, so its body parsing and error answers touch nothing else on the server.
    await app.register(async (inbox) => {
      inbox.removeAllContentTypeParsers()
      inbox.addContentTypeParser("*", { parseAs: "string", bodyLimit: maxBodyBytes }, (_request, body, done) => done(null, body))

      inbox.setErrorHandler((error, request, reply) => {
        const code = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500
        const message = error instanceof Error ? error.message : String(error)
        reply.headers(cors)
        if (code === 413) return answer(reply, 413, `The enquiry is larger than ${maxBodyBytes / 1024} KB, so it was not saved.`)
        if (code >= 400 && code < 500) return answer(reply, code, `The request could not be read: ${message}`)
        request.log.error(error)
        console.error(`[inbox] could not save an enquiry: ${message}`)
        return answer(reply, 500, "The inbox could not save the enquiry. Please try again.")
      })

      inbox.options(sendPath, (_request, reply) => reply.headers(cors).code(204).send())

      inbox.post(sendPath, { bodyLimit: maxBodyBytes }, async (request, reply) => {
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
