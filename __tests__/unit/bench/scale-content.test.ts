/** @jest-environment node */
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { DEPARTURES_FROM, departuresForCopy, liftCountLimits, multiplyContent, POSTS_PER_BUSY_YEAR } from "../../../bench/scale-content.mjs"
import { describeProblem, validateContent } from "../../../plugins/content-model/lib/validation"

// The content `npm run scale` makes: N times today's, passing the build's content checks, each copy told apart.
const realContent = path.resolve(__dirname, "../../../content")
const roots: string[] = []
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

function copyOf(content: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "scale-content-"))
  roots.push(root)
  const dir = path.join(root, "content")
  fs.cpSync(content, dir, { recursive: true })
  return dir
}
const read = (dir: string, name: string): Json => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))
const write = (dir: string, name: string, data: Json) => fs.writeFileSync(path.join(dir, name), JSON.stringify(data, null, 2))
const unique = (values: unknown[]) => new Set(values).size === values.length

describe("today's content, three times", () => {
  const times = 3
  let dir: string
  let lifted: string[]
  const safariFiles = (at: string) => fs.readdirSync(path.join(at, "safaris")).filter((name) => name.endsWith(".json"))
  const before = { faqs: read(realContent, "faqs.json"), gallery: read(realContent, "gallery.json"), safaris: safariFiles(realContent) }

  beforeAll(async () => {
    dir = copyOf(realContent)
    const summary = await multiplyContent(dir, times)
    lifted = liftCountLimits(path.join(dir, "schemas"), summary.multiplied)
    // Three times the photographs copied and told apart: npm test runs this beside the build, at a lower priority.
  }, 180_000)

  test("every list is three times as long, and so is the folder of safaris", () => {
    expect(read(dir, "faqs.json").faqs).toHaveLength(before.faqs.faqs.length * times)
    expect(read(dir, "testimonials.json").testimonials).toHaveLength(read(realContent, "testimonials.json").testimonials.length * times)
    expect(read(dir, "gallery.json").images).toHaveLength(before.gallery.images.length * times)
    expect(safariFiles(dir)).toHaveLength(before.safaris.length * times)
  })

  test("ids are unique, and so are the safaris' other addresses", () => {
    for (const [name, list] of [
      ["faqs.json", "faqs"],
      ["testimonials.json", "testimonials"],
      ["gallery.json", "images"],
    ]) {
      const ids = read(dir, name)[list].flatMap((entry: Json) => (entry.id === undefined ? [] : [entry.id]))
      expect(unique(ids)).toBe(true)
    }
    const addresses = safariFiles(dir).flatMap((name) => read(dir, `safaris/${name}`).otherAddresses ?? [])
    expect(addresses.length).toBe(before.safaris.length * times)
    expect(unique(addresses)).toBe(true)
  })

  test("each gallery photograph is a file of its own, with its own credit title", () => {
    const images = read(dir, "gallery.json").images as Json[]
    const digests = images.map((entry) =>
      crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(dir, entry.image)))
        .digest("hex")
    )
    expect(unique(images.map((entry) => entry.image))).toBe(true)
    expect(unique(digests)).toBe(true)
    expect(unique(images.map((entry) => entry.credit.title))).toBe(true)
    expect(images[before.gallery.images.length].credit.title).toBe(`${before.gallery.images[0].credit.title} (copy 2)`)
  })

  test("copies' words are told apart, and no copy is on the home page", () => {
    const faqs = read(dir, "faqs.json").faqs as Json[]
    const first = before.faqs.faqs[0]
    const shipped = before.faqs.faqs.length
    expect(faqs[0].question).toBe(first.question)
    expect(faqs[shipped].question).toBe(`${first.question} (copy 2)`)
    expect(faqs[2 * shipped].question).toBe(`${first.question} (copy 3)`)
    expect(faqs.filter((faq) => faq.showOnHome === true)).toHaveLength(before.faqs.faqs.filter((faq: Json) => faq.showOnHome === true).length)
    expect(faqs.slice(shipped).every((faq) => faq.showOnHome === false)).toBe(true)
    expect(read(dir, "safaris/222-copy-3.json").title).toBe("Winter Safaris (copy 3)")
    expect(read(dir, "safari-cards.json")).toEqual(read(realContent, "safari-cards.json"))
  })

  test("each copy of a safari runs ten departures of its own in the year after a fixed day, in the months it runs; the originals keep theirs", () => {
    const copies = safariFiles(dir).filter((name) => name.includes("-copy-"))
    expect(copies).toHaveLength(before.safaris.length * (times - 1))
    const yearOn = `${Number(DEPARTURES_FROM.slice(0, 4)) + 1}${DEPARTURES_FROM.slice(4)}`
    for (const name of copies) {
      const safari = read(dir, `safaris/${name}`)
      const starts = (safari.departures as Json[]).map((departure) => departure.start as string)
      expect(starts).toHaveLength(10)
      expect(unique(starts)).toBe(true)
      expect(starts.every((start) => start > DEPARTURES_FROM && start <= yearOn)).toBe(true)
      const running = (safari.calendar as Json[]).filter((month) => month.runs).map((month) => month.month)
      const monthName = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleString("en-GB", { month: "long", timeZone: "UTC" })
      expect(starts.every((start) => running.includes(monthName(start)))).toBe(true)
    }
    // Two copies of one safari leave on different days; the shipped safari's season is as it was.
    expect(read(dir, "safaris/333-copy-2.json").departures[0].start).not.toBe(read(dir, "safaris/333-copy-3.json").departures[0].start)
    expect(read(dir, "safaris/333.json").departures).toEqual(read(realContent, "safaris/333.json").departures)
  })

  test("a copy's departures follow from its original and its number alone, so every run makes the same", () => {
    for (const [slug, copy] of [
      ["111", 2],
      ["222", 3],
    ] as const)
      expect(read(dir, `safaris/${slug}-copy-${copy}.json`).departures).toEqual(departuresForCopy(read(realContent, `safaris/${slug}.json`), copy))
  })

  test("the journal holds three times a busy year's posts, dated over the year before the tests' day, each seen on a copy of its safari", () => {
    const posts = fs.readdirSync(path.join(dir, "sightings")).filter((name) => name.endsWith(".json"))
    expect(posts).toHaveLength(POSTS_PER_BUSY_YEAR * times)
    const copies = posts.filter((name) => name.includes("-copy-")).map((name) => read(dir, `sightings/${name}`))
    const yearBefore = `${Number(DEPARTURES_FROM.slice(0, 4)) - 1}${DEPARTURES_FROM.slice(4)}`
    expect(copies.every((post) => post.date < DEPARTURES_FROM && post.date >= yearBefore)).toBe(true)
    expect(copies.every((post) => post.title.includes(" (copy "))).toBe(true)
    const safaris = new Set(safariFiles(dir).map((name) => name.replace(/\.json$/, "")))
    expect(copies.filter((post) => post.safari).every((post) => safaris.has(post.safari) && post.safari.includes("-copy-"))).toBe(true)
  })

  test("no schema fixes a count any more, and the build's content checks pass", () => {
    expect(lifted).toEqual([])
    expect(validateContent(dir).map(describeProblem)).toEqual([])
  })
})

describe("one file per safari (content/safaris/<slug>.json)", () => {
  test("each file is copied to <slug>-copy-K.json with its title, addresses and name its own", async () => {
    const dir = copyOf(realContent)
    fs.rmSync(path.join(dir, "safaris"), { recursive: true })
    fs.mkdirSync(path.join(dir, "safaris"))
    // Safaris alone: without the gallery's list, no photograph is copied (each a whole decode and encode).
    fs.rmSync(path.join(dir, "gallery.json"))
    const safari = (slug: string, address: string) => ({ title: `The ${slug}`, info: "Words.", otherAddresses: [address], onTheHomePage: true, slug })
    write(dir, "safaris/winter.json", safari("winter", "/safaris/snow"))
    write(dir, "safaris/otters.json", safari("otters", "/safaris/coast"))

    const summary = await multiplyContent(dir, 3)

    expect(summary.safariLayout).toBe("folder")
    expect(fs.readdirSync(path.join(dir, "safaris")).sort()).toEqual([
      "otters-copy-2.json",
      "otters-copy-3.json",
      "otters.json",
      "winter-copy-2.json",
      "winter-copy-3.json",
      "winter.json",
    ])
    const copy = read(dir, "safaris/winter-copy-3.json")
    expect(copy).toEqual({
      title: "The winter (copy 3)",
      info: "Words.",
      otherAddresses: ["/safaris/snow-copy-3"],
      onTheHomePage: false,
      slug: "winter-copy-3",
    })
    const addresses = fs.readdirSync(path.join(dir, "safaris")).flatMap((name) => read(dir, `safaris/${name}`).otherAddresses)
    expect(unique(addresses)).toBe(true)
  }, 180_000)
})

test("a schema that lets its lists grow, or a list that does not grow, has nothing lifted", () => {
  const dir = copyOf(realContent)
  const schemaDir = path.join(dir, "schemas")
  const schema = read(schemaDir, "faqs.schema.json")
  delete schema.properties.faqs.maxItems
  write(schemaDir, "faqs.schema.json", schema)
  expect(liftCountLimits(schemaDir, [{ file: "faqs.json", list: "faqs", before: 11, after: 110 }])).toEqual([])
  // Once (N = 1), a list does not grow: its schema stays as the project's, fixed count and all.
  expect(liftCountLimits(schemaDir, [{ file: "gallery.json", list: "images", before: 11, after: 11 }])).toEqual([])
  const testimonials = read(schemaDir, "testimonials.schema.json")
  Object.assign(testimonials.properties.testimonials, { minItems: 2, maxItems: 2 })
  write(schemaDir, "testimonials.schema.json", testimonials)
  expect(liftCountLimits(schemaDir, [{ file: "testimonials.json", list: "testimonials", before: 2, after: 20 }])).toEqual([
    'testimonials.schema.json "testimonials": maxItems 2 (= minItems: a fixed count)',
  ])
})
