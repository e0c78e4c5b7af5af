/** @jest-environment node */
import fs from "fs"
import path from "path"
import { walk } from "../../../../plugins/content-model/lib/walk"
import { realContent } from "../../../fixtures/content-copy"

// /photo-licences.txt lists every photograph of the site once, by its file, whichever content file uses it.
const notices = fs.readFileSync(path.resolve(realContent, "../static/photo-licences.txt"), "utf8")
const listed = [...notices.matchAll(/^ *\d+\. (content\/images\/\S+)$/gm)].map((match) => match[1])

function photographsInContent(): Set<string> {
  const files = [
    ...fs.readdirSync(realContent).filter((name) => name.endsWith(".json")),
    ...fs.readdirSync(path.join(realContent, "pages")).map((name) => `pages/${name}`),
  ]
  const used = new Set<string>()
  for (const name of files) {
    walk(JSON.parse(fs.readFileSync(path.join(realContent, name), "utf8")), (key, value) => {
      if (key === "image" && typeof value === "string") used.add(`content/${path.posix.normalize(path.posix.join(path.posix.dirname(name), value))}`)
    })
  }
  return used
}

test("every photograph the content uses is listed once in the licences file, and nothing else", () => {
  expect(new Set(listed).size).toBe(listed.length)
  expect([...listed].sort()).toEqual([...photographsInContent()].sort())
})
