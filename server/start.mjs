// @ts-check
// `npm run serve`: the built site on http://localhost:9000 (PORT and HOST override), with the local inbox
// for trip enquiries (INBOX_DIR overrides where it writes, default .inbox/).
import path from "node:path"
import { fileURLToPath } from "node:url"
import { buildServer } from "./app.mjs"
import { inboxPlugin, inboxFileName, sendPath } from "./inbox.mjs"

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const port = Number(process.env.PORT ?? 9000)
const host = process.env.HOST ?? "localhost"
const inboxDir = path.resolve(projectRoot, process.env.INBOX_DIR ?? ".inbox")

try {
  const app = await buildServer({ root: path.join(projectRoot, "public"), plugins: [inboxPlugin({ dir: inboxDir })] })
  await app.listen({ port, host })
  console.log(`Serving the built site on http://localhost:${port}`)
  console.log(`Local inbox: enquiries posted to ${sendPath} are saved in ${path.join(inboxDir, inboxFileName)}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
