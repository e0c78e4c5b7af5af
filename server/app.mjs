// @ts-check
// The production server behind `npm start`: serves the built site from public/, plus any plugins (the local inbox).
import fs from "node:fs"
import path from "node:path"
import Fastify from "fastify"
import fastifyStatic from "@fastify/static"
import fastifyCompress from "@fastify/compress"
import { headersForPath, headerRules, parseHeadersFile } from "../plugins/static-host/security-headers.mjs"

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
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    requestTimeout,
    http: { requestTimeout, connectionsCheckingInterval: Math.min(requestTimeout, 1_000) },
  })
  // Serve the headers a static host would apply: those the build wrote to public/_headers.
  const headersFile = path.join(root, "_headers")
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : headerRules()
  app.addHook("onSend", async (request, reply) => {
    const pathname = new URL(request.url, "http://local").pathname
    for (const [key, value] of Object.entries(headersForPath(rules, pathname))) reply.header(key, value)
  })
  await app.register(fastifyCompress, { global: true, threshold: 1024 })
  // cacheControl off: the Cache-Control of every response comes from the header rules above.
  // preCompressed: the .br and .gz copies the build wrote (plugins/static-host/precompress.mjs) go out as they are.
  await app.register(fastifyStatic, { root, redirect: false, index: ["index.html"], wildcard: true, cacheControl: false, preCompressed: true })
  for (const plugin of plugins) await plugin(app)

  // Gatsby writes /about as public/about/index.html; serve it at /about without a redirect.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") {
      const pathname = decodeURIComponent(new URL(request.url, "http://local").pathname)
      const candidate = path.join(pathname, "index.html")
      const file = path.join(root, candidate)
      if (file.startsWith(root + path.sep) && fs.existsSync(file)) {
        return reply.sendFile(candidate)
      }
    }
    return reply.code(404).type("text/html; charset=utf-8").sendFile("404.html")
  })
  return app
}
