/** @jest-environment node */
import fs from "fs"
import path from "path"
import { buildServer } from "../../../server/app.mjs"
import { crawlSite } from "../../../tools/crawl-site.mjs"
import { builtPages } from "../../../lib/built-site/built-files.mjs"
import { creditedPhotos, photoLicencesText } from "../../../plugins/content-model/lib/photo-licences"
import { walk } from "../../../plugins/content-model/lib/walk"
import ICAL from "ical.js"
import { upcomingDepartures } from "../../../src/lib/departures"
import { TEST_DAY } from "../../../tools/test-day.mjs"
import { safaris } from "../../fixtures/safaris"

const publicDir = path.resolve(__dirname, "../../../public")
const siteUrl = "https://www.wildglensafaris.co.uk"
const contentDir = path.resolve(__dirname, "../../../content")

/** Every photograph file and its credit, from every JSON file under content/ (any folder but schemas/). */
function photographsInContent(under = ""): Array<{ file: string; author: string; licenceUrl: string }> {
  return fs.readdirSync(path.join(contentDir, under), { withFileTypes: true }).flatMap((entry) => {
    const name = path.posix.join(under, entry.name)
    if (entry.isDirectory()) return name === "schemas" ? [] : photographsInContent(name)
    if (!entry.name.endsWith(".json")) return []
    const data: unknown = JSON.parse(fs.readFileSync(path.join(contentDir, name), "utf8"))
    const found: Array<{ file: string; author: string; licenceUrl: string }> = []
    walk(data, (key, value, parts) => {
      if (key !== "image" || typeof value !== "string") return
      const photo = parts.slice(0, -1).reduce<unknown>((at, part) => (at as Record<string | number, unknown>)[part], data) as {
        credit?: { author: string; licenceUrl: string }
      }
      const file = `content/${path.posix.normalize(path.posix.join(path.posix.dirname(name), value))}`
      found.push({ file, author: photo.credit?.author ?? "(no credit)", licenceUrl: photo.credit?.licenceUrl ?? "(no credit)" })
    })
    return found
  })
}

describe("the built site", () => {
  // One server for every test, closed even when a test fails.
  let app: Awaited<ReturnType<typeof buildServer>>
  beforeAll(async () => {
    if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("No build in public/: run `npm run build` first")
    app = await buildServer({ root: publicDir })
  })
  afterAll(() => app?.close())

  it("has no broken internal link or asset and no unsafe new-tab link, crawling from every page", async () => {
    const get = async (url: string) => {
      const response = await app.inject({ method: "GET", url: encodeURI(url) })
      return { status: response.statusCode, contentType: String(response.headers["content-type"] ?? ""), body: response.body }
    }
    const result = await crawlSite({ get, siteUrl, starts: ["/", "/success", "/404.html"] })
    console.log(`crawled ${result.pages} pages and ${result.assets} assets; ${result.external} external links seen`)
    expect(result.problems).toEqual([])
    expect(result.pages).toBeGreaterThanOrEqual(10)
    expect(result.assets).toBeGreaterThan(20)
    // Every page and asset of the site, read through the server: npm test runs it beside the browser tests, whose
    // browsers keep both cores busy.
  }, 120_000)

  it("has pages of clean UTF-8: no NUL byte, no replacement character, no broken multi-byte character", () => {
    const files = builtPages(publicDir)
    expect(files.length).toBeGreaterThanOrEqual(10)
    const problems = files.flatMap((file) => {
      const bytes = fs.readFileSync(file)
      const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes)
      const at = (index: number) => `${path.relative(publicDir, file)}: ${JSON.stringify(text.slice(Math.max(0, index - 30), index + 10))}`
      return [text.indexOf("\u0000"), text.indexOf("\uFFFD")].filter((index) => index >= 0).map(at)
    })
    expect(problems).toEqual([])
  })

  it("serves /photo-licences.txt as UTF-8 text, made from content/: every photograph once, with its author and licence", async () => {
    const response = await app.inject({ method: "GET", url: "/photo-licences.txt" })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toMatch(/^text\/plain; charset=utf-8$/i)
    const built = fs.readFileSync(path.join(publicDir, "photo-licences.txt"), "utf8")
    expect(response.body).toBe(built)
    const listed = [...built.matchAll(/^ *\d+\. (content\/\S+)$/gm)].map((match) => match[1])
    const photographs = photographsInContent()
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual([...new Set(photographs.map((photo) => photo.file))].sort())
    const flat = built.replace(/\s+/g, " ")
    for (const photo of photographs) {
      const entry = flat.slice(flat.indexOf(photo.file)).split(/ \d+\. content\/| 2\. LICENCE NOTICES/)[0]
      expect({ file: photo.file, credited: entry.includes(photo.author) && entry.includes(photo.licenceUrl) }).toEqual({
        file: photo.file,
        credited: true,
      })
    }
    // Built from the content as it is now, not left from an earlier build.
    const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8"))
    expect(built).toBe(photoLicencesText(creditedPhotos(contentDir), { name: site.name, email: site.email, url: siteUrl }))
  })

  it("serves the calendars of group departures as UTF-8 calendars: every departure still to come, and each safari's", async () => {
    const upcoming = safaris.map((safari) => ({
      safari,
      departures: upcomingDepartures(safari.slug, safari.departures ?? [], safari.itinerary.length, TEST_DAY),
    }))
    /** The UIDs and the summaries of a built calendar, as a calendar parser reads them. */
    const eventsAt = async (url: string) => {
      const response = await app.inject({ method: "GET", url })
      expect([url, response.statusCode, response.headers["content-type"]]).toEqual([url, 200, "text/calendar; charset=utf-8"])
      const vevents = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents("vevent")
      return vevents.map((vevent) => new ICAL.Event(vevent)).map((event) => ({ uid: event.uid, summary: event.summary }))
    }
    const every = await eventsAt("/departures.ics")
    const expected = upcoming.flatMap(({ departures }) => departures.map((each) => `${each.id}@www.wildglensafaris.co.uk`))
    expect(every.map((event) => event.uid).sort()).toEqual(expected.sort())
    for (const { safari, departures } of upcoming) {
      const file = path.join(publicDir, "safaris", safari.slug, "departures.ics")
      expect([safari.slug, fs.existsSync(file)]).toEqual([safari.slug, departures.length > 0])
      if (departures.length === 0) continue
      const own = await eventsAt(`${safari.path}/departures.ics`)
      expect(own.map((event) => event.uid)).toEqual(departures.map((each) => `${each.id}@www.wildglensafaris.co.uk`))
      expect(new Set(own.map((event) => event.summary))).toEqual(new Set([`${safari.title}: group departure`]))
    }
  })

  it("serves nothing from outside public/, however the path is spelled", async () => {
    // The project's own files sit one folder above public/: package.json, gatsby-config.ts, .env…
    const escapes = [
      "/../package.json",
      "/%2e%2e/package.json",
      "/static/..%2f..%2fpackage.json",
      "/about/%2e%2e%2f%2e%2e%2fpackage.json",
      "/..%5cpackage.json",
      "//../package.json",
    ]
    for (const url of escapes) {
      const response = await app.inject({ method: "GET", url })
      // The URL travels with the verdict, so a failure names the spelling that got through.
      expect([url, response.statusCode >= 400]).toEqual([url, true])
      expect(response.body).not.toContain('"name": "wild-glen-safaris"')
    }
  })
})
