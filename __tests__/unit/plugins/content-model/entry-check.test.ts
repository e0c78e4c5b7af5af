/** @jest-environment node */
import fs from "fs"
import path from "path"
import { describeForEditor } from "../../../../plugins/content-model/lib/editor-words"
import { schemaFileFor } from "../../../../plugins/content-model/lib/collections"
import { describeProblem } from "../../../../plugins/content-model/lib/problem"
import { SchemaResolver } from "../../../../plugins/content-model/lib/schema-resolver"
import { readSchemaFiles } from "../../../../plugins/content-model/lib/schema-reader"
import { brokenBy, realContent, removeContentCopies, type Json } from "../../../fixtures/content-copy"
import { problemsOfFile as checkEntry } from "../../../fixtures/content-change"

// The CMS runs the build's check in the editor's browser before saving (plugins/cms/admin/checked-backend.ts): whatever they refuse, the build
// refuses with the same line, so an editor reads the build's own words before the build ever runs.
const schemas = readSchemaFiles(path.join(realContent, "schemas"))
const check = (name: string, data: unknown) => checkEntry(name, data).map(describeProblem)
const read = (name: string): Json => JSON.parse(fs.readFileSync(path.join(realContent, name), "utf8"))

afterAll(removeContentCopies)

test("every content file passes as it is", () => {
  const names = [
    ...fs.readdirSync(realContent).filter((name) => name.endsWith(".json")),
    ...fs.readdirSync(path.join(realContent, "pages")).map((name) => `pages/${name}`),
    ...fs.readdirSync(path.join(realContent, "safaris")).map((name) => `safaris/${name}`),
  ]
  expect(names.flatMap((name) => check(name, read(name)))).toEqual([])
})

const mistakes: Array<[string, string, (data: Json) => void]> = [
  ["a required answer left empty", "faqs.json", (data) => (data.faqs[3].answer = "")],
  ["a repeated id", "faqs.json", (data) => (data.faqs[2].id = data.faqs[0].id)],
  ["a new FAQ, without an id, whose answer is blank", "faqs.json", (data) => data.faqs.push({ question: "Can I bring my dog?", answer: " " })],
  ["no FAQ at all", "faqs.json", (data) => (data.faqs = [])],
  [
    "a thirteenth FAQ ticked for the home page",
    "faqs.json",
    (data) => data.faqs.push({ ...data.faqs[0], id: "twelfth" }, { ...data.faqs[1], id: "thirteenth" }),
  ],
  [
    "a seventh testimonial ticked for the home page",
    "testimonials.json",
    (data) => data.testimonials.push(...[3, 4, 5, 6, 7].map((number) => ({ ...data.testimonials[0], id: `t${number}` }))),
  ],
  ["a phone number of spaces only", "site.json", (data) => (data.phone = "   ")],
  ["a testimonial's avatar without its credit", "testimonials.json", (data) => delete data.testimonials[0].avatar.credit],
  ["a quote of spaces only", "testimonials.json", (data) => (data.testimonials[1].quote = "   ")],
  ["an icon the site does not have", "safaris/222.json", (data) => (data.icon = "snowflakes")],
  ["a short address another safari has", "safaris/444.json", (data) => data.otherAddresses.push("/safaris/444")],
  ["a menu link to no page", "navigation.json", (data) => (data.main[1].path = "/abuot")],
  ["a gallery credit without its licence", "gallery.json", (data) => delete data.images[4].credit.licence],
  ["an activity listed twice", "safari-options.json", (data) => data.sections[0].activities.push("Hiking")],
  ["a page's banner without alternative text", "pages/faqs.json", (data) => (data.banner.alt = "")],
  ["a safari title longer than the layout holds", "safaris/111.json", (data) => (data.title = "Adventure ".repeat(20).trim())],
  ["a testimonial quote longer than the layout holds", "testimonials.json", (data) => (data.testimonials[0].quote = "Wonderful! ".repeat(40))],
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

// The same problems as the editing screen shows them: labels and entries as the form names them, counted from 1.
const forEditor = (name: string, data: Json) => {
  const file = { schemas: new SchemaResolver(schemas), schemaFile: schemaFileFor(name), data }
  return checkEntry(name, data).map((problem) => describeForEditor(problem, file))
}

test("an editor reads a problem by the form's labels, the entry's position from 1 and its title, and what to do", () => {
  const faqs = read("faqs.json")
  faqs.faqs[2].answer = ""
  expect(forEditor("faqs.json", faqs)).toEqual([
    "FAQ 3, 'Do I need travel insurance?': the answer is required. Write it in: spaces alone do not count.",
  ])

  const repeated = read("faqs.json")
  repeated.faqs[2].id = repeated.faqs[0].id
  expect(forEditor("faqs.json", repeated)).toEqual([
    `FAQ 3, 'Do I need travel insurance?': the identifier "${repeated.faqs[0].id}" is already used by FAQ 1, '${repeated.faqs[0].question}'. Choose another one.`,
  ])

  const options = read("safari-options.json")
  options.sections[0].activities.push("Hiking")
  // The build names one of the two (ajv's choice); the editor reads which, with its text.
  expect(forEditor("safari-options.json", options)).toEqual([
    expect.stringMatching(/^Safari option 1, 'Adventure Safaris', Activity \d+, 'Hiking': "Hiking" is in the list twice\. Remove one of them\.$/),
  ])

  // A new entry has no id (the form hides it): refused only for what the editor can see and change, by position and title.
  const added = read("faqs.json")
  added.faqs.push({ question: "Can I bring my dog?", answer: "   ", showOnHome: false })
  expect(forEditor("faqs.json", added)).toEqual(["FAQ 12, 'Can I bring my dog?': the answer is required. Write it in: spaces alone do not count."])

  // A missing value, a text or a choice from a list alike: "fill in" says both.
  const noAnswer = read("faqs.json")
  delete noAnswer.faqs[2].answer
  expect(forEditor("faqs.json", noAnswer)).toEqual([expect.stringMatching(/^FAQ 3, 'Do I need travel insurance\?': .* is required\. Fill it in\.$/)])

  const none = read("faqs.json")
  none.faqs = []
  expect(forEditor("faqs.json", none)).toEqual(["The questions and answers must have at least one entry (now 0). Change it, then publish again."])

  const crowded = read("faqs.json")
  crowded.faqs.push({ question: "Can I bring my dog?", answer: "Yes, on most safaris.", showOnHome: true })
  crowded.faqs.push({ question: "Do you run trips in winter?", answer: "Yes: our Winter Safaris.", showOnHome: true })
  expect(forEditor("faqs.json", crowded)).toEqual([
    "FAQ 13, 'Do you run trips in winter?': \"Show on the home page\" is ticked on 13 FAQs, and the home page has room for 12. Untick it here or on another one.",
  ])

  const site = read("site.json")
  site.email = "hello at wildglen"
  const [email] = forEditor("site.json", site)
  // No file, no JSON path, no "found": the label the form shows and what the field must be.
  expect(email).toMatch(/^The contact e-mail must be an e-mail address.*\(now "hello at wildglen"\)\. Change it, then publish again\.$/i)
  expect(email).not.toMatch(/content\/|site\.json|\bemail\b|found/)
})

test("a text longer than the layout holds is refused with its length and the most it can be, in the editor's words", () => {
  const safari = read("safaris/111.json")
  safari.title = "Adventure Safaris in the Highlands and Islands ".repeat(5).slice(0, 214)
  expect(forEditor("safaris/111.json", safari)).toEqual([
    "The title is 214 characters long; the most it can be is 60. Shorten it, then publish again.",
  ])

  const faqs = read("faqs.json")
  faqs.faqs[2].question = `Do I need travel insurance for ${"every single ".repeat(10)}day?`
  const [question] = forEditor("faqs.json", faqs)
  expect(question).toMatch(
    /^FAQ 3, 'Do I need travel insurance for every .*': the question is 165 characters long; the most it can be is 120\. Shorten it, then publish again\.$/
  )
  // No file, no JSON path, no word of the machinery.
  expect(question).not.toMatch(/content\/|faqs\[|schema|maxLength/i)

  // A letter outside the basic plane (an emoji) counts once, as ajv counts it.
  const emoji = read("safaris/111.json")
  emoji.title = "🦦".repeat(61)
  expect(forEditor("safaris/111.json", emoji)).toEqual(["The title is 61 characters long; the most it can be is 60. Shorten it, then publish again."])
})
