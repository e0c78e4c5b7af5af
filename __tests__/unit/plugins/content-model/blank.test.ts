/** @jest-environment node */
import fs from "fs"
import path from "path"
import { fieldPath } from "../../../../plugins/content-model/lib/problem"
import { walk } from "../../../../plugins/content-model/lib/walk"
import { realContent, type Json } from "../../../fixtures/content-copy"
import { problemsOfFile as check } from "../../../fixtures/content-change"

// Required means written: every text the site shows, in every content file, refuses a value of spaces alone, in the
// build and in the form's save check (the same code), naming the file and the field.
const names = [
  ...fs.readdirSync(realContent).filter((name) => name.endsWith(".json")),
  ...fs.readdirSync(path.join(realContent, "pages")).map((name) => `pages/${name}`),
]
const read = (name: string): Json => JSON.parse(fs.readFileSync(path.join(realContent, name), "utf8"))

// The texts that may be left empty on purpose: a social profile that does not exist yet (its icon is dimmed), and the
// safari a testimonial names (none: a trip of the guest's own; an emptied choice in the form saves "").
const mayBeEmpty = /^(social\[\d+\]\.url|testimonials\[\d+\]\.safari)$/

/** Every text value of a content file, by its field path, but its "$schema" link. */
function texts(name: string): Array<ReadonlyArray<string | number>> {
  const found: Array<ReadonlyArray<string | number>> = []
  const data = read(name)
  walk(data, (key, value, parts) => {
    if (typeof value === "string" && key !== "$schema") found.push(parts)
  })
  // Strings inside lists of strings (About paragraphs, activities) have no key of their own.
  walk(data, (_key, value, parts) => {
    if (Array.isArray(value)) value.forEach((item, index) => typeof item === "string" && found.push([...parts, index]))
  })
  return found
}

function setAt(data: Json, parts: ReadonlyArray<string | number>, value: string): void {
  const parent = parts.slice(0, -1).reduce<Json>((at, part) => at[part], data)
  parent[parts[parts.length - 1]] = value
}

const cases = names.flatMap((name) => texts(name).map((parts) => [name, fieldPath(parts), parts] as const))

test("the content has texts in every file to try", () => {
  expect(new Set(cases.map(([name]) => name)).size).toBe(names.length)
  expect(cases.length).toBeGreaterThan(200)
})

test.each(cases.filter(([, field]) => !mayBeEmpty.test(field)))("%s: %s of spaces only is refused, naming the field", (name, field, parts) => {
  for (const blank of ["   ", ""]) {
    const data = read(name)
    setAt(data, parts, blank)
    const found = check(name, data)
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((problem) => problem.file === `content/${name}` && problem.field === field)).toBe(true)
  }
})

test("a social profile's address may be left empty, but not made of spaces", () => {
  const data = read("site.json")
  data.social[3].url = ""
  expect(check("site.json", data)).toEqual([])
  data.social[3].url = "  "
  expect(check("site.json", data)).toEqual([
    { file: "content/site.json", field: "social[3].url", message: expect.stringMatching(/^must be a full web address/) },
  ])
})

test("a testimonial's safari may be left empty, but not made of spaces", () => {
  const data = read("testimonials.json")
  data.testimonials[0].safari = ""
  expect(check("testimonials.json", data)).toEqual([])
  data.testimonials[0].safari = "  "
  expect(check("testimonials.json", data)).toEqual([
    { file: "content/testimonials.json", field: "testimonials[0].safari", message: expect.stringMatching(/^must name a safari/) },
  ])
})
