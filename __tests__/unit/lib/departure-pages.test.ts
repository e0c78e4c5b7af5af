import { tripLinkFor } from "../../../src/lib/safari-links"
import { byMonth, departuresPageCount, departuresPagePath, DEPARTURES_PER_PAGE } from "../../../src/lib/departure-pages"
import { departuresInText, startsByMonth, stillToCome } from "../../../src/lib/finder-departures"

describe("the pages of group departures", () => {
  it("are one page however few, and more only when a page is full", () => {
    expect(departuresPageCount(0)).toBe(1)
    expect(departuresPageCount(DEPARTURES_PER_PAGE)).toBe(1)
    expect(departuresPageCount(DEPARTURES_PER_PAGE + 1)).toBe(2)
    // Ten departures for each of 40 safaris: pages of the same size, not one page ever longer.
    expect(departuresPageCount(400)).toBe(Math.ceil(400 / DEPARTURES_PER_PAGE))
    expect([1, 2, 17].map(departuresPagePath)).toEqual(["/departures", "/departures/2", "/departures/17"])
  })

  it("group a page's departures by the month they start in, a month of another year apart", () => {
    const starts = ["2026-12-05", "2027-01-09", "2027-01-23", "2027-05-29", "2028-01-08"].map((start) => ({ start }))
    expect(byMonth(starts).map((group) => [group.month, group.departures.length])).toEqual([
      ["December 2026", 1],
      ["January 2027", 2],
      ["May 2027", 1],
      ["January 2028", 1],
    ])
  })

  it("open the trip enquiry with the safari and the departure's first day, a plain link", () => {
    expect(tripLinkFor("222", undefined, "2027-01-09")).toBe("/trip?safari=222&departure=2027-01-09")
  })
})

describe("the finder's count of a safari's departures in a month", () => {
  const byMonthOf = startsByMonth(["2027-05-08", "2027-05-29", "2027-07-17", "2028-05-06"])

  it("counts the departures starting in the month, of any year, still to come on the visitor's day", () => {
    expect(byMonthOf.may).toEqual(["2027-05-08", "2027-05-29", "2028-05-06"])
    expect(stillToCome(byMonthOf.may, null)).toBe(3)
    expect(stillToCome(byMonthOf.may, "2027-05-08")).toBe(2)
    expect(stillToCome(byMonthOf.june, "2026-11-27")).toBe(0)
  })

  it("says it in a visitor's words, one or more, and nothing for none", () => {
    expect(departuresInText(3, "july")).toBe("3 group departures in July")
    expect(departuresInText(1, "july")).toBe("1 group departure in July")
    expect(departuresInText(0, "july")).toBe("")
  })
})
