// @ts-check
// The production server behind `npm start`: serves the built site from public/, plus any plugins (the local inbox).
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import Fastify from "fastify"
import fastifyStatic from "@fastify/static"
import fastifyCompress from "@fastify/compress"
import { serverFactsFile } from "../lib/built-site/server-facts.mjs"
import { headersForPath, headerRules, matches, parseHeadersFile } from "../lib/host-rules/security-headers.mjs"
import { parseRedirectsFile, redirectFor } from "../lib/host-rules/redirects.mjs"
import { builtFile } from "./built-file.mjs"

/**
 * Files in public/ that only the build, its tools and this server read (the static-host headers, what the build tells
 * this server, webpack's records of the bundles, Gatsby's page fragments stitched in at build time): never served, so
 * a visitor sees a 404.
 */
export const buildInternals = ["/_headers", "/_redirects", `/${serverFactsFile}`, "/webpack.stats.json", "/chunk-map.json", "/_gatsby/*"]

/** The path of a request's URL, or "/" for one that cannot be read (its answer still gets the site's headers). @param {string} url */
function pathOf(url) {
  try {
    return new URL(url, "http://local").pathname
  } catch {
    return "/"
  }
}

/** The request's path decoded and normalised as the file server reads it (so "/%5Fheaders" is "/_headers"), or null. @param {string} url */
function filePathOf(url) {
  try {
    return path.posix.normalize(decodeURIComponent(pathOf(url)))
  } catch {
    return null
  }
}

/** Plain-text answers that say what went wrong in general words, never repeating what the request held. */
const errorText = {
  400: "Bad request.",
  404: "Not found.",
  408: "The request took too long to arrive.",
  413: "The request is too large.",
  414: "The address is too long.",
  431: "The request's headers are too large.",
  500: "Something went wrong on the server.",
}
/** @param {number} code */
const errorBody = (code) => /** @type {Record<number, string>} */ (errorText)[code] ?? http.STATUS_CODES[code] ?? "Error."

/**
 * @param {{ root: string, logger?: boolean, plugins?: Array<(app: import("fastify").FastifyInstance) => Promise<void> | void>, requestTimeout?: number }} options
 *   requestTimeout: milliseconds a client has to send its whole request (tests shorten it to see a stalled client cut off).
 */
export async function buildServer({ root, logger = false, plugins = [], requestTimeout = 30_000 }) {
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`No built site in ${root}: run "npm run build" first.`)
  }
  // requestTimeout: a client that takes longer than this to send its request gets a 408 instead of holding a socket forever.
  // It also goes to Node's own server options: only there does Node lower headersTimeout (60 s) to match; with fastify's
  // option alone a client that sent its headers and then stalls mid-body was kept for the 60 s, not the timeout.
  // Node looks for expired requests every connectionsCheckingInterval (30 s by default): every second is prompt enough.
  // Serve the headers a static host would apply: those the build on disk wrote to public/_headers (a rebuild changes
  // the CSP's script hashes: the old ones would block the new pages' inline scripts).
  const rules = builtFile(path.join(root, "_headers"), (text) => (text === null ? headerRules() : parseHeadersFile(text)))
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    requestTimeout,
    http: { requestTimeout, connectionsCheckingInterval: Math.min(requestTimeout, 1_000) },
    // A request Node itself refuses (a malformed request line, headers over 16 KB, a client too slow): a minimal
    // answer, with the site's security headers like every other, and nothing of the request in it.
    clientErrorHandler(error, socket) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ECONNRESET" || socket.destroyed) return
      const code = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 }[String(/** @type {NodeJS.ErrnoException} */ (error).code)] ?? 400
      if (socket.writable) {
        const body = errorBody(code)
        const headers = {
          ...headersForPath(rules(), "/"),
          "Content-Type": "text/plain; charset=utf-8",
          "Content-Length": Buffer.byteLength(body),
          Connection: "close",
        }
        const lines = Object.entries(headers).map(([key, value]) => `${key}: ${value}\r\n`)
        socket.write(`HTTP/1.1 ${code} ${http.STATUS_CODES[code]}\r\n${lines.join("")}\r\n${body}`)
      }
      socket.destroy(error)
    },
    // A URL the router cannot decode (a stray "%"): Fastify's own answer would repeat the URL.
    frameworkErrors(error, _request, anyReply) {
      const reply = /** @type {import("fastify").FastifyReply} */ (/** @type {unknown} */ (anyReply))
      const code = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 400
      // Its answer skips the hooks: the headers are set here.
      return reply.code(code).headers(headersForPath(rules(), "/")).type("text/plain; charset=utf-8").send(errorBody(code))
    },
  })
  app.addHook("onSend", async (request, reply) => {
    for (const [key, value] of Object.entries(headersForPath(rules(), pathOf(request.url)))) reply.header(key, value)
  })
  // Any other error (a plugin's own has its own handler): its status and a general text, never its message.
  app.setErrorHandler((error, request, reply) => {
    const status = /** @type {{ statusCode?: number }} */ (error).statusCode
    const code = status && status >= 400 && status < 600 ? status : 500
    if (code >= 500) request.log.error(error)
    return reply.code(code).type("text/plain; charset=utf-8").send(errorBody(code))
  })
  app.addHook("onRequest", async (request, reply) => {
    const pathname = filePathOf(request.url)
    if (pathname === null) return reply.code(400).type("text/plain; charset=utf-8").send(errorBody(400))
    if (buildInternals.some((pattern) => matches(pattern, pathname))) {
      return reply.code(404).type("text/html; charset=utf-8").sendFile("404.html")
    }
  })
  await app.register(fastifyCompress, { global: true, threshold: 1024 })
  // cacheControl off: the Cache-Control of every response comes from the header rules above.
  // preCompressed: the .br and .gz copies the build wrote (the static-host plugin) go out as they are.
  await app.register(fastifyStatic, { root, redirect: false, index: ["index.html"], wildcard: true, cacheControl: false, preCompressed: true })
  for (const plugin of plugins) await plugin(app)

  // The redirects a static host reads from public/_redirects (a safari page's other addresses), answered alike, as
  // the build on disk has them: a safari deleted by a rebuild no longer has its short address lead to its old page.
  const redirectsNow = builtFile(path.join(root, "_redirects"), (text) => (text === null ? new Map() : parseRedirectsFile(text)))

  // Gatsby writes /about as public/about/index.html; serve it at /about without a redirect.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") {
      const redirects = redirectsNow()
      const requested = pathOf(request.url).replace(/(.)\/+$/, "$1")
      const query = request.url.indexOf("?")
      const follow = (/** @type {{ to: string, status: number }} */ redirect) =>
        reply.redirect(`${redirect.to}${query === -1 ? "" : request.url.slice(query)}`, redirect.status)
      const redirect = redirectFor(redirects, requested, { wildcards: false })
      if (redirect) return follow(redirect)
      const pathname = filePathOf(request.url) ?? "/"
      const candidate = path.join(pathname, "index.html")
      const file = path.join(root, candidate)
      if (file.startsWith(root + path.sep) && fs.existsSync(file)) {
        return reply.sendFile(candidate)
      }
      // A removed safari's address: to the list of safaris, where no page answers it.
      const fallback = redirectFor(redirects, requested, { wildcards: true })
      if (fallback) return follow(fallback)
    }
    return reply.code(404).type("text/html; charset=utf-8").sendFile("404.html")
  })
  return app
}
