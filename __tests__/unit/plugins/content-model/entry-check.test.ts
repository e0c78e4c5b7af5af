/** @jest-environment node */
import fs from "fs"
import path from "path"
import { entryCheckFor } from "../../../../plugins/content-model/lib/entry-check"
import { iconNames, pageNeeds } from "../../../../plugins/content-model/lib/page-needs"
import { brokenBy, realContent, removeContentCopies, type Json } from "../../../fixtures/content-copy"

// The CMS runs these checks in the editor's browser before saving (plugins/cms/admin/cms.ts): whatever they refuse, the build
// refuses with the same line, so an editor reads the build's own words before the build ever runs.
const schemaDir = path.join(realContent, "schemas")
const schemas = Object.fromEntries(fs.readdirSync(schemaDir).map((name) => [name, JSON.parse(fs.readFileSync(path.join(schemaDir, name), "utf8"))]))
const check = entryCheckFor({ schemas, iconNames, routes: pageNeeds.map((page) => page.route) })
const read = (name: string): Json => JSON.parse(fs.readFileSync(path.join(realContent, name), "utf8"))

afterAll(removeContentCopies)

test("every content file passes as it is", () => {
  const names = [
    ...fs.readdirSync(realContent).filter((name) => name.endsWith(".json")),
    ...fs.readdirSync(path.join(realContent, "pages")).map((name) => `pages/${name}`),
  ]
  expect(names.flatMap((name) => check(name, read(name)))).toEqual([])
})

const mistakes: Array<[string, string, (data: Json) => void]> = [
  ["a required answer left empty", "faqs.json", (data) => (data.faqs[3].answer = "")],
  ["a repeated id", "faqs.json", (data) => (data.faqs[2].id = data.faqs[0].id)],
  ["a twelfth FAQ", "faqs.json", (data) => data.faqs.push({ ...data.faqs[0], id: "twelfth" })],
  ["a phone number the chat link does not call", "site.json", (data) => (data.phone = "+44 1632 960 999")],
  ["an icon the site does not have", "safaris.json", (data) => (data.safaris[1].icon = "snowflakes")],
  ["a menu link to no page", "navigation.json", (data) => (data.main[1].path = "/abuot")],
  ["a gallery credit without its licence", "gallery.json", (data) => delete data.images[4].credit.licence],
  ["an activity listed twice", "safari-options.json", (data) => data.sections[0].activities.push("Hiking")],
  ["a page's banner without alternative text", "pages/faqs.json", (data) => (data.banner.alt = "")],
]

test.each(mistakes)("%s is refused with the line the build prints", (_what, name, change) => {
  const data = read(name)
  change(data)
  const found = check(name, data)
  expect(found.length).toBeGreaterThan(0)
  // Exactly what the build says of this file (it may also say more, of images and other files).
  const build = brokenBy(name, change).filter((line) => line.startsWith(`content/${name}:`))
  expect(found).toEqual(build)
})
