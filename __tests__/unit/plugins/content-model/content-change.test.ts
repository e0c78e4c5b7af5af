/** @jest-environment node */
import fs from "fs"
import path from "path"
import { describeProblem } from "../../../../plugins/content-model/lib/problem"
import { describeForEditor } from "../../../../plugins/content-model/lib/editor-words"
import { SchemaResolver } from "../../../../plugins/content-model/lib/schema-resolver"
import { contentFiles, contentRules, problemsOf } from "../../../fixtures/content-change"
import { problemsOfChange } from "../../../../plugins/content-model/lib/content-change"
import { parseJson } from "../../../../plugins/content-model/lib/json-text"
import { realContent, type Json } from "../../../fixtures/content-copy"
import { sightings } from "../../../fixtures/sightings"

// What the editing screen runs before a Publish or a Delete: the build's whole check of content/ as it will be, so that
// what one entry's change does to another (an address taken twice, a card left without its safari) is refused too.
const text = (name: string) => fs.readFileSync(path.join(realContent, name), "utf8")
const read = (name: string): Json => JSON.parse(text(name))
const write = (name: string, data: Json) => ({ kind: "write" as const, name, text: JSON.stringify(data, null, 2) })
const lines = (change: Parameters<typeof problemsOf>[0]) => problemsOf(change).map(describeProblem)

test("today's content, saved as it is, brings no problem", () => {
  for (const name of ["faqs.json", "safari-cards.json", "testimonials.json", "safaris/333.json", "pages/faqs.json"])
    expect(lines(write(name, read(name)))).toEqual([])
})

test("a duplicated safari that keeps the original's other address is refused, naming the copy", () => {
  const copy: Json = { ...read("safaris/333.json"), title: "Autumn Rut Weekend" }
  expect(copy.otherAddresses).toContain("/safaris/wildlife")
  expect(lines(write("safaris/autumn-rut-weekend.json", copy))).toEqual([
    expect.stringMatching(
      /^content\/safaris\/autumn-rut-weekend\.json: otherAddresses\[0\]: "\/safaris\/wildlife" already leads to the safari at \/safaris\/333/
    ),
  ])
  // Cleared, as Duplicate now does, the copy is saved.
  expect(lines(write("safaris/autumn-rut-weekend.json", { ...copy, otherAddresses: [] }))).toEqual([])
})

test("deleting a safari the home page shows as a card, a testimonial and journal posts name is refused, naming each", () => {
  expect(read("safari-cards.json").cards[2]).toBe("333")
  expect(read("testimonials.json").testimonials[0].safari).toBe("333")
  expect(lines({ kind: "delete", names: ["safaris/333.json"] })).toEqual([
    expect.stringMatching(/^content\/safari-cards\.json: cards\[2\]: no safari is at \/safaris\/333/),
    expect.stringMatching(/^content\/testimonials\.json: testimonials\[0\]\.safari: Testimonial 1, '.+' names the safari at \/safaris\/333/),
    ...sightings
      .filter((post) => post.safari === "333")
      .map(
        (post) =>
          `content/sightings/${post.slug}.json: safari: names the safari at /safaris/333, which is not on the site (deleted?); choose one of the safaris for it, or leave its safari empty`
      )
      .sort(),
  ])
})

test("deleting a safari nothing points at is allowed", () => {
  // Today every safari is on the home page: a fifth, added first, is one nothing points at.
  const fifth = { name: "safaris/autumn-rut-weekend.json", read: parseJson(JSON.stringify({ ...read("safaris/333.json"), otherAddresses: [] })) }
  const withFifth = [...contentFiles(), fifth]
  expect(problemsOfChange("content", withFifth, { kind: "delete", names: [fifth.name] }, contentRules)).toEqual([])
  expect(problemsOfChange("content", withFifth, { kind: "delete", names: ["safaris/333.json"] }, contentRules)).toHaveLength(
    2 + sightings.filter((post) => post.safari === "333").length
  )
})

test("a problem content/ had before the change does not stop an unrelated save; one in the saved file does", () => {
  const faqs = read("faqs.json")
  faqs.faqs[0].answer = ""
  expect(lines(write("faqs.json", faqs))).toEqual([expect.stringMatching(/^content\/faqs\.json: faqs\[0\]\.answer: is blank/)])
})

test("an address another safari has is said in the editor's words, by the entry in the list", () => {
  const safari = read("safaris/444.json")
  safari.otherAddresses = [...(safari.otherAddresses ?? []), "/safaris/wildlife"]
  const [problem] = problemsOf(write("safaris/444.json", safari))
  const file = { schemas: new SchemaResolver(contentRules.schemas), schemaFile: "safari.schema.json", data: safari }
  expect(describeForEditor(problem, file)).toMatch(
    /^Address \d+, '\/safaris\/wildlife': "\/safaris\/wildlife" already leads to the safari at \/safaris\/333, and an address can lead to one safari only\. Remove it here, or choose another\.$/
  )
})

test("taking a species off the journal's list while posts name it is refused, naming each post", () => {
  const list = read("species.json")
  const withoutOtter = { ...list, species: list.species.filter((species: Json) => species.name !== "Otter") }
  const naming = sightings.filter((post) => post.species.includes("Otter"))
  expect(naming.length).toBeGreaterThan(0)
  expect(lines(write("species.json", withoutOtter))).toEqual(
    naming
      .map(
        (post) => `content/sightings/${post.slug}.json: species[${post.species.indexOf("Otter")}]: "Otter" is not on the journal's list of species`
      )
      .map((start) => expect.stringMatching(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`)))
  )
  // A new species, and the post that names it, are saved.
  expect(lines(write("species.json", { ...list, species: [...list.species, { name: "Minke whale" }] }))).toEqual([])
})

test("a journal post dated ahead of today is refused when saved; one dated today or before is saved", () => {
  const [newest] = sightings
  const post = read(`sightings/${newest.slug}.json`)
  const save = (date: string) =>
    problemsOfChange("content", contentFiles(), write(`sightings/${newest.slug}.json`, { ...post, date }), contentRules, "2026-11-27").map(
      describeProblem
    )
  expect(save("2026-11-27")).toEqual([])
  expect(save("2026-11-28")).toEqual([
    `content/sightings/${newest.slug}.json: date: 2026-11-28 is still to come (today is 2026-11-27); write the post on the day of the sighting or after it`,
  ])
})
