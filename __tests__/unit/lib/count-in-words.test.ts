/** @jest-environment node */
import words from "../../../content/safari-finder.json"
import { counted, countInWords, fillCount, singularOf, takesSingular } from "../../../src/lib/count-in-words"
import { countSentences, countText, fill } from "../../../src/lib/finder-words"

describe("a count and its noun", () => {
  it("agree for none, one, two and thirteen", () => {
    expect([0, 1, 2, 13].map(takesSingular)).toEqual([false, true, false, false])
    expect([0, 1, 2, 13].map((count) => counted(count, "photograph", "photographs"))).toEqual([
      "no photographs",
      "one photograph",
      "two photographs",
      "13 photographs",
    ])
    expect([0, 1, 2, 13].map(countInWords)).toEqual(["no", "one", "two", "13"])
  })

  it("in the editor's words: the noun after a count of one is singular, and no 'all' stands before it", () => {
    const showingAll = (total: number) => fillCount(words.showingAll, "total", total)
    expect(words.showingAll).toBe("Showing all {total} safaris.")
    expect([0, 1, 2, 13].map(showingAll)).toEqual([
      "Showing all 0 safaris.",
      "Showing 1 safari.",
      "Showing all 2 safaris.",
      "Showing all 13 safaris.",
    ])
    expect([0, 1, 2, 13].map((days) => fill(words.days, { days }))).toEqual(["0 days", "1 day", "2 days", "13 days"])
  })

  it("leaves what follows a count alone when it is no plural noun", () => {
    expect(fillCount("{count} of {total} safaris", "count", 1)).toBe("1 of {total} safaris")
    expect(fillCount("Only {count} is left", "count", 1)).toBe("Only 1 is left")
    expect(fillCount("{count}.", "count", 1)).toBe("1.")
    expect(fillCount("{count} {count} nights", "count", 1)).toBe("1 1 night")
  })

  it("makes the plurals editors write singular, keeping a capital", () => {
    expect(["safaris", "Safaris", "days", "photographs", "pages", "guests", "months", "nights", "journeys", "stories"].map(singularOf)).toEqual([
      "safari",
      "Safari",
      "day",
      "photograph",
      "page",
      "guest",
      "month",
      "night",
      "journey",
      "story",
    ])
    expect(["people", "children", "coaches", "boxes", "places"].map(singularOf)).toEqual(["person", "child", "coach", "box", "place"])
  })
})

describe("the finder's count", () => {
  it("reads naturally with one safari, and with several", () => {
    expect(countText(words, 1, 1)).toBe("Showing 1 safari.")
    expect(countText(words, 0, 1)).toBe(words.noMatch)
    expect(countText(words, 1, 2)).toBe("Showing 1 of 2 safaris.")
    expect(countText(words, 2, 2)).toBe("Showing all 2 safaris.")
    expect(countText(words, 13, 13)).toBe("Showing all 13 safaris.")
  })

  it("gives the script before the first paint the same sentences, the number of safaris in", () => {
    expect(countSentences(words, 1)).toMatchObject({ all: "Showing 1 safari.", one: "Showing 1 safari.", none: words.noMatch })
    expect(countSentences(words, 13)).toMatchObject({
      all: "Showing all 13 safaris.",
      one: "Showing 1 of 13 safaris.",
      some: "Showing {count} of 13 safaris.",
    })
    // An editor may put the noun after the number shown: for one it is singular there too.
    const shownFirst = { ...words, showingSome: "{count} safaris of {total} shown." }
    expect(countSentences(shownFirst, 4)).toMatchObject({ one: "1 safari of 4 shown.", some: "{count} safaris of 4 shown." })
  })
})
