// @ts-check
// `npm run format:content`: rewrites every content/*.json in the layout the editing screen writes
// (plugins/content-model/json-layout.mjs), so an edit made there changes only the lines of the fields it changes.
// Run it after editing content/ by hand; __tests__/unit/plugins/content-model/json-layout.test.ts checks the layout.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { contentLayout } from "../plugins/content-model/json-layout.mjs"

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "content")
const files = fs
  .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".json") && !name.startsWith("schemas"))
for (const name of files.sort()) {
  const file = path.join(contentDir, name)
  const text = fs.readFileSync(file, "utf8")
  const laidOut = await contentLayout(JSON.parse(text))
  if (laidOut !== text) {
    fs.writeFileSync(file, laidOut)
    console.log(`content/${name}: laid out`)
  }
}
