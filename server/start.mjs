// @ts-check
// `npm run serve`: the built site on http://localhost:9000 (PORT and HOST override), with the local inbox for trip
// enquiries when the build sends them there (no EmailJS settings). INBOX_DIR overrides where it writes (default
// .inbox/), INBOX_MAX_MB the size at which it stops taking enquiries (default 50), INBOX_MAX_PER_CLIENT the sends one
// client may make in 10 minutes (default 10).
import path from "node:path"
import { fileURLToPath } from "node:url"
import { defaultMaxInboxBytes, defaultRateLimit, inboxFileName, sendPath } from "./inbox.mjs"
import { buildSiteServer } from "./site.mjs"

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const port = Number(process.env.PORT ?? 9000)
const host = process.env.HOST ?? "localhost"
const inboxDir = path.resolve(projectRoot, process.env.INBOX_DIR ?? ".inbox")
const maxBytes = process.env.INBOX_MAX_MB ? Number(process.env.INBOX_MAX_MB) * 1024 * 1024 : defaultMaxInboxBytes
const root = path.join(projectRoot, "public")
const perClient = process.env.INBOX_MAX_PER_CLIENT ? Number(process.env.INBOX_MAX_PER_CLIENT) : defaultRateLimit.max

try {
  if (!(maxBytes > 0)) throw new Error(`INBOX_MAX_MB must be a number of megabytes above 0, not "${process.env.INBOX_MAX_MB}".`)
  if (!(Number.isInteger(perClient) && perClient > 0)) {
    throw new Error(`INBOX_MAX_PER_CLIENT must be a whole number above 0, not "${process.env.INBOX_MAX_PER_CLIENT}".`)
  }
  const { app, localInbox } = await buildSiteServer({ root, inboxDir, maxBytes, rateLimit: { ...defaultRateLimit, max: perClient } })
  await app.listen({ port, host })
  console.log(`Serving the built site on http://localhost:${port}`)
  if (localInbox) console.log(`Local inbox: enquiries posted to ${sendPath} are saved in ${path.join(inboxDir, inboxFileName)}`)
  else console.log("No local inbox: this build sends trip enquiries through EmailJS.")
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
