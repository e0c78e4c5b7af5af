// @ts-check
// `npm run serve`: the built site on http://localhost:9000 (PORT and HOST override).
import path from "node:path"
import { fileURLToPath } from "node:url"
import { buildServer } from "./app.mjs"

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const port = Number(process.env.PORT ?? 9000)
const host = process.env.HOST ?? "localhost"

try {
  const app = await buildServer({ root: path.join(projectRoot, "public") })
  await app.listen({ port, host })
  console.log(`Serving the built site on http://localhost:${port}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
