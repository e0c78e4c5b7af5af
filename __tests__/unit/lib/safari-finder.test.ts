/** @jest-environment node */
import words from "../../../content/safari-finder.json"
import { countText, fill, monthsText } from "../../../src/lib/finder-words"
import {
  filterFromSearch,
  filterOfPagePath,
  filterValues,
  finderFacts,
  finderPagePath,
  fits,
  kindSlug,
  monthStretches,
  parseMonth,
  searchOf,
  type Month,
} from "../../../src/lib/safari-finder"
import { routeOfPagePath } from "../../../plugins/content-model/lib/page-needs"
import { safaris } from "../../fixtures/safaris"

const facts = safaris.map((safari) => ({ title: safari.title, ...finderFacts({ ...safari, days: safari.itinerary.length }) }))
const values = filterValues(safaris.map((safari) => safari.kind))
const titlesFitting = (search: string) => facts.filter((each) => fits(each, filterFromSearch(search, values))).map((each) => each.title)

describe("parseMonth", () => {
  it("reads a month as a visitor may write it: its name in any case, its first letters or its number", () => {
    expect(["october", "October", " OCT ", "Oct", "octob", "10"].map(parseMonth)).toEqual(Array(6).fill("october"))
    expect(["sept", "9", "09"].map(parseMonth)).toEqual(["september", "september", "september"])
    expect([parseMonth("jun"), parseMonth("jul"), parseMonth("mar"), parseMonth("may")]).toEqual(["june", "july", "march", "may"])
  })

  it("reads nothing from what is no month, or could be two", () => {
    for (const text of ["", "ma", "ju", "0", "13", "octx", "winter", null, undefined]) expect(parseMonth(text)).toBeUndefined()
  })
})

describe("the choices of an address", () => {
  it("keep only values the finder offers, in the filters' order, and write back the same", () => {
    expect(filterFromSearch("?kind=Winter&month=Oct&length=long&budget=over-2000&other=1", values)).toEqual({
      month: "october",
      kind: "winter",
      budget: "over-2000",
    })
    expect(searchOf({ budget: "over-2000", month: "october", kind: "winter" })).toBe("?month=october&kind=winter&budget=over-2000")
    expect(searchOf({})).toBe("")
    expect(filterFromSearch("", values)).toEqual({})
  })

  it("the build's page of one choice is two parts under /safaris, never a safari's own address, and shows the /safaris page's content", () => {
    expect(finderPagePath("month", "october")).toBe("/safaris/month/october")
    expect(filterOfPagePath("/safaris/month/october")).toEqual({ month: "october" })
    expect(filterOfPagePath("/safaris/budget/1000-2000/")).toEqual({ budget: "1000-2000" })
    for (const safari of safaris) expect(filterOfPagePath(safari.path)).toBeUndefined()
    expect(filterOfPagePath("/safaris/colour/red")).toBeUndefined()
    expect(routeOfPagePath("/safaris/kind/winter")).toBe("/safaris")
    expect(routeOfPagePath("/safaris/222")).toBe("/safaris/222")
  })
})

describe("which safaris fit", () => {
  it("say the kinds, lengths, budgets and months of the safaris as their files do", () => {
    expect(values.kind).toEqual(["adventure", "winter", "wildlife", "bespoke"])
    expect(kindSlug("Sea & Islands")).toBe("sea-islands")
    const winter = facts.find((each) => each.title === "Winter Safaris")!
    expect(winter).toMatchObject({ kind: "winter", length: "6-to-7-days", budget: "1000-2000", days: 6 })
    expect(winter.months).toEqual(["january", "february", "march", "december"])
    expect(facts.find((each) => each.title === "Bespoke Safaris")!.budget).toBe("over-2000")
  })

  it("each choice narrows the list, and choices together narrow it further", () => {
    expect(titlesFitting("")).toEqual(safaris.map((safari) => safari.title))
    expect(titlesFitting("?month=january")).toEqual(["Adventure Safaris", "Winter Safaris", "Bespoke Safaris"])
    expect(titlesFitting("?month=july")).toEqual(["Adventure Safaris", "Wildlife Safaris", "Bespoke Safaris"])
    expect(titlesFitting("?month=july&budget=1000-2000")).toEqual(["Adventure Safaris", "Wildlife Safaris"])
    expect(titlesFitting("?kind=winter")).toEqual(["Winter Safaris"])
    expect(titlesFitting("?kind=winter&month=july")).toEqual([])
    expect(titlesFitting("?length=up-to-5-days")).toEqual([])
    expect(titlesFitting("?budget=under-500")).toEqual([])
  })
})

describe("the finder's sentences", () => {
  it("say when a safari runs, a stretch across the new year as one", () => {
    const text = (months: Month[]) => monthsText(words, months)
    expect(text(["january", "february", "march", "december"])).toBe("Runs December to March")
    expect(monthStretches(["april", "may", "june", "july", "august", "september", "october"])).toEqual([["april", "october"]])
    expect(text(["may", "june", "september"])).toBe("Runs May to June and September")
    expect(text(["january", "march", "may"])).toBe("Runs January, March and May")
    expect(text(["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"])).toBe(
      "Runs all year"
    )
    expect(text([])).toBe("Runs on request")
  })

  it("count the safaris shown, and say so when none fits", () => {
    expect(countText(words, 4, 4)).toBe("Showing all 4 safaris.")
    expect(countText(words, 1, 4)).toBe("Showing 1 of 4 safaris.")
    expect(countText(words, 0, 4)).toBe(words.noMatch)
    expect(fill("{days} days, {unknown}", { days: 6 })).toBe("6 days, {unknown}")
  })
})
