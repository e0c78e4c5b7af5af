/** @jest-environment node */
import { departurePageResolvers } from "../../../../plugins/content-model/lib/departure-pages"
import type { ResolverContext } from "../../../../plugins/content-model/lib/resolver-context"
import { addDays } from "../../../../src/lib/departures"
import { departuresPageCount, DEPARTURES_PER_PAGE } from "../../../../src/lib/departure-pages"

const SITE_DAY = "2026-11-27"

/**
 * `count` safaris (files 1.json, 2.json, ...), each with `each` departures a week apart from the day after the site's
 * day, each safari a day after the one before (`sameDay`: all on the same days).
 */
function nodeModelOf(count: number, each: number, sameDay = false): ResolverContext["nodeModel"] {
  const safaris = Array.from({ length: count }, (_, at) => ({
    id: `safari ${at + 1}`,
    parent: `file ${at + 1}`,
    title: `Safari ${String(at + 1).padStart(2, "0")}`,
    itinerary: [1, 2, 3, 4, 5, 6, 7],
    // One that has left already, then the season.
    departures: [
      { start: SITE_DAY, status: "available" },
      ...Array.from({ length: each }, (_, week) => ({ start: addDays(SITE_DAY, 1 + week * 7 + (sameDay ? 0 : at)), status: "available" })),
    ],
  }))
  return {
    findOne: async ({ type }) => (type === "SiteDay" ? { day: SITE_DAY } : type === "SafariCardsJson" ? { cards: ["2"] } : null),
    findAll: async ({ type }) => ({ entries: type === "SafariJson" ? safaris : [] }),
    getNodeById: ({ id }) => (id.startsWith("file ") ? { name: id.slice("file ".length) } : null),
  }
}

const { departuresOnPage, departureCount } = departurePageResolvers.Query

test("ten departures for each of 40 safaris come a page at a time, earliest first, none twice, none left out, none that has left", async () => {
  const context = { nodeModel: nodeModelOf(40, 10) }
  const count = await departureCount.resolve(undefined, undefined, context)
  expect(count).toBe(400)
  const pages = departuresPageCount(count)
  const seen: string[] = []
  for (let page = 0; page < pages; page += 1) {
    const onPage = await departuresOnPage.resolve(undefined, { skip: page * DEPARTURES_PER_PAGE, limit: DEPARTURES_PER_PAGE }, context)
    expect(onPage.length).toBeLessThanOrEqual(DEPARTURES_PER_PAGE)
    seen.push(...onPage.map((departure) => departure.id))
    for (const departure of onPage) expect(departure.start > SITE_DAY).toBe(true)
  }
  expect(new Set(seen).size).toBe(400)
  const starts = seen.map((id) => id.slice(-10))
  expect(starts).toEqual([...starts].sort())
})

test("departures of one day come in the site's order of safaris (the home page's cards first), each with its safari", async () => {
  const context = { nodeModel: nodeModelOf(3, 1, true) }
  const all = await departuresOnPage.resolve(undefined, {}, context)
  expect(all.map((departure) => [departure.id, departure.safari.title])).toEqual([
    ["2-2026-11-28", "Safari 02"],
    ["1-2026-11-28", "Safari 01"],
    ["3-2026-11-28", "Safari 03"],
  ])
})
