/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { CONTENT_FORMAT } from "../../../../plugins/cms/admin/content-format"
import { cmsBackend } from "../../../../plugins/cms/backend"
import { cmsConfig } from "../../../../plugins/cms/lib/config"
import type { CmsField } from "../../../../plugins/cms/lib/fields"

// The CMS configuration is generated from content/schemas/: these tests read it as the CMS will.
const rootDir = path.resolve(__dirname, "../../../..")
const contentDir = path.join(rootDir, "content")
const siteUrl = "https://www.wildglensafaris.co.uk"
const production = cmsConfig({ contentDir, siteUrl, develop: false, env: { CMS_REPO: "wildglen/website" } })

type Collection = {
  name: string
  folder?: string
  files?: Array<{ name: string; file: string; label: string; fields: CmsField[] }>
  fields?: CmsField[]
}
const collections = production.collections as Collection[]
const fileEntry = (name: string) => collections.flatMap((collection) => collection.files ?? []).find((file) => file.name === name)!

/** The field at a path of names: ["faqs", "answer"]. */
function field(fields: ReadonlyArray<CmsField>, names: ReadonlyArray<string>): CmsField {
  const [first, ...rest] = names
  const found = fields.find((candidate) => candidate.name === first)
  if (!found) throw new Error(`no field ${first}`)
  return rest.length ? field((found.fields as CmsField[]) ?? [found.field as CmsField], rest) : found
}

test("every file of content/ can be edited: each page file through the pages folder, each other file once", () => {
  const files = collections.flatMap((collection) => collection.files ?? []).map((file) => file.file)
  const expected = fs
    .readdirSync(contentDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => `content/${name}`)
  expect(files.sort()).toEqual(expected.sort())
  expect(collections.find((collection) => collection.name === "pages")).toMatchObject({ folder: "content/pages", create: false, delete: false })
})

test("labels come from the schemas' titles, hints from their descriptions, required fields from their required lists", () => {
  const faqs = fileEntry("faqs")
  expect(faqs.label).toBe("FAQs")
  expect(field(faqs.fields, ["faqs"])).toMatchObject({
    label: "Questions and answers",
    widget: "list",
    label_singular: "FAQ",
    summary: "{{fields.question}}",
  })
  expect(field(faqs.fields, ["faqs", "answer"])).toMatchObject({
    label: "Answer",
    hint: "Shown when the visitor opens the question.",
    widget: "text",
    required: true,
  })
})

test("identifiers are kept, not edited: every id field of every form is hidden", () => {
  const ids: CmsField[] = []
  const visit = (fields: ReadonlyArray<CmsField>) =>
    fields.forEach((one) => {
      if (one.name === "id") ids.push(one)
      visit([...((one.fields as CmsField[]) ?? []), ...(one.field ? [one.field as CmsField] : [])])
    })
  collections.forEach((collection) => visit([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)]))
  // The social links' "id" is the icon, chosen from a list; every other id is the site's own.
  const editable = ids.filter((one) => one.widget !== "hidden" && one.widget !== "select")
  expect(ids.length).toBeGreaterThanOrEqual(7)
  expect(editable).toEqual([])
})

test("every required text refuses spaces alone, with an editor's message", () => {
  const answer = field(fileEntry("faqs").fields, ["faqs", "answer"])
  expect(answer.pattern).toEqual(["\\S", expect.stringContaining("spaces alone")])
  const [regex] = answer.pattern as [string, string]
  expect(new RegExp(regex).test("   ")).toBe(false)
  expect(new RegExp(regex).test("Yes.")).toBe(true)
  const credit = field(fileEntry("testimonials").fields, ["testimonials", "avatar", "credit", "author"])
  expect(credit).toMatchObject({ required: true, pattern: ["\\S", expect.any(String)] })
})

test("the spec's fixed counts are the lists' limits, with nothing to add or remove", () => {
  const counts: Array<[string, string, number]> = [
    ["about", "sections", 4],
    ["safari-options", "sections", 2],
    ["site", "social", 4],
  ]
  for (const [file, list, count] of counts) {
    expect({ file, ...field(fileEntry(file).fields, [list]) }).toMatchObject({ file, min: count, max: count, allow_add: false, allow_remove: false })
  }
  expect(field(fileEntry("guides").fields, ["guides"])).toMatchObject({ min: 1, allow_add: true, allow_remove: true })
})

test("the FAQs, testimonials and gallery photographs grow, shrink and reorder, with the least the site needs", () => {
  const lists: Array<[string, string, number | undefined]> = [
    ["faqs", "faqs", 1],
    ["testimonials", "testimonials", undefined],
    ["gallery", "images", 1],
  ]
  for (const [file, list, min] of lists) {
    const found = field(fileEntry(file).fields, [list])
    expect({ file, ...found }).toMatchObject({ file, allow_add: true, allow_remove: true, allow_reorder: true, required: min !== undefined })
    expect(found.min).toBe(min)
    expect(found.max).toBeUndefined()
    // Their hints are for the office: no file, no field name, no count that is not the layout's.
    expect(found.hint).not.toMatch(/content\/|\.json|spec|exactly|eleven|\b11\b|\bid\b/i)
  }
  // An entry added in the form has no identifier (hidden, so not asked for), and starts off the home page.
  for (const [file, list] of [
    ["faqs", "faqs"],
    ["testimonials", "testimonials"],
  ]) {
    expect(field(fileEntry(file).fields, [list, "id"]).widget).toBe("hidden")
    expect(field(fileEntry(file).fields, [list, "showOnHome"])).toMatchObject({
      widget: "boolean",
      label: "Show on the home page",
      default: false,
      required: false,
    })
  }
  expect(field(fileEntry("gallery").fields, ["images", "id"]).widget).toBe("hidden")
  // The home page's room, as the build checks it, is the number the hint gives.
  for (const [file, list] of [
    ["faqs", "faqs"],
    ["testimonials", "testimonials"],
  ]) {
    const schema = JSON.parse(fs.readFileSync(path.join(contentDir, "schemas", `${file}.schema.json`), "utf8"))
    const room = schema.properties[list]["x-home-page-room"]
    expect(room).toBeGreaterThan(0)
    expect(field(fileEntry(file).fields, [list]).hint).toContain(`room for ${room}`)
  }
})

test("what the spec fixes position by position is kept as it is, not edited", () => {
  expect(field(fileEntry("about").fields, ["sections", "title"]).widget).toBe("hidden")
  expect(field(fileEntry("about").fields, ["sections"]).allow_reorder).toBe(false)
  // A page's path is how its code finds it; its section intros are those the page shows.
  const pages = collections.find((collection) => collection.name === "pages")!.fields!
  expect(field(pages, ["path"]).widget).toBe("hidden")
  expect(field(pages, ["sections"])).toMatchObject({ allow_add: false, allow_remove: false })
  expect(field(pages, ["sections", "id"]).widget).toBe("hidden")
})

test("photographs are image widgets uploading into the folder their field's photographs are in", () => {
  // The library's folder from the repository's root; the path written into the file relative to the file, as the build reads it.
  expect(field(fileEntry("gallery").fields, ["images", "image"])).toMatchObject({
    widget: "image",
    media_folder: "/content/images/gallery",
    public_folder: "images/gallery",
    choose_url: false,
  })
  expect(field(fileEntry("testimonials").fields, ["testimonials", "avatar", "image"])).toMatchObject({
    widget: "image",
    media_folder: "/content/images/photos",
  })
  const pages = collections.find((collection) => collection.name === "pages")!.fields!
  expect(field(pages, ["banner", "image"])).toMatchObject({
    widget: "image",
    media_folder: "/content/images/photos",
    public_folder: "../images/photos",
  })
  // A new safari has no file until it is published: its library still lists the photographs, not the safaris' folder.
  expect(field(safarisCollection().fields!, ["banner", "image"])).toMatchObject({
    media_folder: "/content/images/photos",
    public_folder: "../images/photos",
  })
  expect(field(safarisCollection().fields!, ["photos", "image"])).toMatchObject({
    media_folder: "/content/images/gallery",
    public_folder: "../images/gallery",
  })
})

test("every photograph's credit is asked in the same form, right under it, every part of it required", () => {
  const pages = collections.find((collection) => collection.name === "pages")!.fields!
  const photos = [
    field(fileEntry("gallery").fields, ["images"]),
    field(fileEntry("testimonials").fields, ["testimonials", "avatar"]),
    field(fileEntry("about").fields, ["sections", "photo"]),
    field(fileEntry("safari-options").fields, ["sections", "photo"]),
    field(pages, ["banner"]),
  ]
  for (const photo of photos) {
    const names = (photo.fields as CmsField[]).map((part) => part.name)
    expect(names.slice(names.indexOf("image"))).toEqual(["image", "alt", "credit"])
    const credit = (photo.fields as CmsField[]).find((part) => part.name === "credit")!
    expect(credit.widget).toBe("object")
    const parts = (credit.fields as CmsField[]).map((part) => [part.name, part.required])
    expect(parts).toEqual(["title", "author", "licence", "licenceUrl", "source", "sourceUrl"].map((name) => [name, true]))
  }
})

test("icons and menu links are chosen from what the site has, as the build's rules require", () => {
  expect(field(safarisCollection().fields!, ["icon"])).toMatchObject({
    widget: "select",
    options: expect.arrayContaining(["mountain", "compass"]),
  })
  expect(field(fileEntry("navigation").fields, ["main", "path"])).toMatchObject({
    widget: "select",
    options: expect.arrayContaining(["/", "/about", "/trip"]),
  })
})

test("an icon is a required choice: the form does not offer to leave it out", () => {
  expect(field(safarisCollection().fields!, ["icon"]).required).toBe(true)
  expect(field(fileEntry("site").fields, ["social", "id"])).toMatchObject({ widget: "select", required: true })
})

test("a value the schema lets be empty may be left empty in the form too", () => {
  expect(field(fileEntry("site").fields, ["social", "url"]).required).toBe(false)
  expect(field(fileEntry("site").fields, ["phone"]).required).toBe(true)
})

test("only the development configuration names the local backend", () => {
  expect(production).not.toHaveProperty("local_backend")
  expect(JSON.stringify(production)).not.toMatch(/localhost|8081|127\.0\.0\.1/)
  const develop = cmsConfig({ contentDir, siteUrl, develop: true, localBackendPort: 8181 })
  expect(develop.local_backend).toEqual({ url: "http://localhost:8181/api/v1" })
})

test("the production backend is GitHub, or the deprecated git-gateway with a warning, as the environment says", () => {
  expect(production.backend).toEqual({ name: "github", repo: "wildglen/website", branch: "main" })
  const gateway = cmsConfig({ contentDir, siteUrl, develop: false, env: { CMS_BACKEND: "git-gateway", CMS_BRANCH: "live" } })
  expect(gateway.backend).toEqual({ name: "git-gateway", branch: "live" })
  expect(cmsBackend({ CMS_BACKEND: "git-gateway" }).warning).toMatch(/deprecated/)
  expect(cmsBackend({ CMS_REPO: "a/b" }).warning).toBeUndefined()
  const oauth = cmsConfig({ contentDir, siteUrl, develop: false, env: { CMS_REPO: "a/b", CMS_AUTH_URL: "https://auth.example.org/" } })
  expect(oauth.backend).toMatchObject({ base_url: "https://auth.example.org" })
})

test("a content file that no collection lists stops the build, rather than being left out of the CMS", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-config-"))
  try {
    fs.cpSync(contentDir, path.join(dir, "content"), { recursive: true })
    fs.writeFileSync(path.join(dir, "content", "schemas", "offers.schema.json"), JSON.stringify({ type: "object", properties: {} }))
    expect(() => cmsConfig({ contentDir: path.join(dir, "content"), siteUrl, develop: false })).toThrow(
      "the editing screen (the cms plugin): offers.schema.json is in no CMS collection; add it to collectionFiles"
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

const safarisCollection = () => collections.find((collection) => collection.name === "safaris")! as Collection & Record<string, unknown>

test("safaris are a collection, one file each: new, duplicate and delete, each named by its title and address", () => {
  const safaris = safarisCollection()
  expect(safaris).toMatchObject({
    label: "Safaris",
    label_singular: "Safari",
    folder: "content/safaris",
    create: true,
    delete: true,
    // A new safari's file, and so its address, is made from its title when first saved, and never renamed.
    slug: "{{slug}}",
    identifier_field: "title",
    // The file's name, not Decap's {{slug}}, which in a summary is the title.
    summary: "{{title}} (/safaris/{{filename}})",
    format: CONTENT_FORMAT,
  })
  const fields = safaris.fields!
  expect(fields.map((each) => each.name).slice(0, 5)).toEqual(["$schema", "title", "icon", "kind", "info"])
  // The kind is one of the schema's own list; each month of the calendar has its tick.
  expect(field(fields, ["kind"])).toMatchObject({ widget: "select", options: ["Adventure", "Wildlife", "Winter", "Bespoke"], required: true })
  expect(field(fields, ["calendar", "runs"])).toMatchObject({ widget: "boolean", default: false })
  expect(field(fields, ["$schema"])).toMatchObject({ widget: "hidden", default: "../schemas/safari.schema.json" })
  expect(field(fields, ["itinerary"])).toMatchObject({ min: 5, max: 7, allow_add: true, allow_remove: true })
  // A new safari starts with its twelve months named, January first, for the editor to describe.
  const calendar = field(fields, ["calendar"])
  expect(calendar).toMatchObject({ min: 12, max: 12, allow_add: false, allow_remove: false })
  expect((calendar.default as Array<{ month: string }>).map((month) => month.month)).toEqual([
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
  ]) // prettier-ignore
  // Each month starts unticked, as a tick left out means: the form has a value for every field it requires.
  expect((calendar.default as Array<{ runs: unknown }>).map((month) => month.runs)).toEqual(Array(12).fill(false))
  expect(field(fields, ["calendar", "month"]).widget).toBe("hidden")
})

test("the home page's safari cards are chosen from the safaris by title, up to four, in order", () => {
  const cards = field(fileEntry("safari-cards").fields, ["cards"])
  // Each card shows the safari chosen ("Add Safari" adds one), not a closed entry reading "Safari".
  expect(cards).toMatchObject({
    widget: "list",
    label_singular: "Safari",
    collapsed: false,
    min: 1,
    max: 4,
    allow_add: true,
    allow_remove: true,
    allow_reorder: true,
  })
  expect(cards.field).toMatchObject({
    widget: "relation",
    collection: "safaris",
    value_field: "{{slug}}",
    search_fields: ["title"],
    display_fields: ["title"],
  })
})

test("a safari's photographs carry their credits in the same form; the credit is asked for with each one", () => {
  const photos = field(safarisCollection().fields!, ["photos"])
  expect(photos).toMatchObject({ min: 2, max: 4 })
  expect(field(safarisCollection().fields!, ["photos", "credit"])).toMatchObject({ widget: "object" })
  expect(field(safarisCollection().fields!, ["photos", "credit"]).required).not.toBe(false)
  expect(field(safarisCollection().fields!, ["photos", "credit", "author"])).toMatchObject({ widget: "string", required: true })
})

test("every content file is written in the repository's own layout: the format the admin script registers", () => {
  expect(collections.map((collection) => (collection as { format?: string }).format)).toEqual(collections.map(() => CONTENT_FORMAT))
})

test("a text with a length bound says so in its hint, with the bound the check holds it to", () => {
  const safaris = collections.find((collection) => collection.name === "safaris")!
  const title = field(safaris.fields!, ["title"])
  expect(title.hint).toMatch(/ At most \d+ characters\.$/)
  const schema = JSON.parse(fs.readFileSync(path.join(contentDir, "schemas", "safari.schema.json"), "utf8"))
  expect(title.hint).toContain(`At most ${schema.properties.title.maxLength} characters.`)
})

test("a safari's departures: date pickers saving the day alone, the status chosen in the office's words, each entry summed up by its date and status", () => {
  const fields = safarisCollection().fields!
  expect(field(fields, ["departures"])).toMatchObject({
    widget: "list",
    label: "Group departures",
    label_singular: "Departure",
    allow_add: true,
    allow_remove: true,
    allow_reorder: true,
    required: false,
    summary: "{{fields.start}}: {{fields.status}}",
  })
  const day = { widget: "datetime", format: "YYYY-MM-DD", time_format: false, picker_utc: true }
  expect(field(fields, ["departures", "start"])).toMatchObject({ ...day, label: "First day", required: true })
  expect(field(fields, ["departures", "end"])).toMatchObject({ ...day, label: "Last day", required: false })
  expect(field(fields, ["departures", "status"])).toMatchObject({
    widget: "select",
    label: "Booking status",
    required: true,
    options: [
      { label: "Places available", value: "available" },
      { label: "Few places left", value: "few-left" },
      { label: "Full: waiting list", value: "waiting-list" },
      { label: "Guaranteed to run", value: "guaranteed" },
    ],
  })
  expect(field(fields, ["departures", "placesLeft"])).toMatchObject({ widget: "number", value_type: "int", min: 0, required: false })
  expect(field(fields, ["departures", "note"])).toMatchObject({
    widget: "string",
    required: false,
    hint: expect.stringMatching(/At most 160 characters\.$/),
  })
})
