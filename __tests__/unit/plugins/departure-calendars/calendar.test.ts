/** @jest-environment node */
import ICAL from "ical.js"
import { departureCalendar, type CalendarSafari } from "../../../../plugins/departure-calendars/calendar"
import { upcomingDepartures } from "../../../../src/lib/departures"
import { TEST_DAY } from "../../../../tools/test-day.mjs"
import { safaris as safariFiles } from "../../../fixtures/safaris"

const siteUrl = "https://www.wildglensafaris.co.uk"
const common = { name: "Wild Glen Safaris: group departures", business: "Wild Glen Safaris", siteUrl, stamp: "2026-11-27" }

const adventure: CalendarSafari = {
  slug: "111",
  title: "Adventure Safaris",
  path: "/safaris/111",
  priceFrom: 1250,
  departures: [
    {
      id: "111-2027-05-08",
      start: "2027-05-08",
      end: "2027-05-14",
      status: "few-left",
      placesLeft: 3,
      price: 1450,
      note: "Falls on the spring bank holiday",
    },
    { id: "111-2027-03-27", start: "2027-03-27", end: "2027-04-02", status: "guaranteed", price: 1250 },
  ],
}
const winter: CalendarSafari = {
  slug: "222",
  title: "Winter Safaris",
  path: "/safaris/222",
  priceFrom: 1390,
  departures: [{ id: "222-2027-01-01", start: "2027-01-01", end: "2027-01-01", status: "waiting-list", placesLeft: 0 }],
}

/** The events of a calendar as a real parser reads them. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate,
      end: event.endDate,
      status: vevent.getFirstPropertyValue("status"),
      url: vevent.getFirstPropertyValue("url"),
      description: event.description,
    }
  })
}

describe("a calendar of group departures", () => {
  const text = departureCalendar({ ...common, safaris: [adventure, winter] })
  const events = eventsOf(text)

  it("is an RFC 5545 calendar with its name, one event per departure, earliest first, and lines ending CRLF", () => {
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.name).toBe("vcalendar")
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0")
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Wild Glen Safaris: group departures")
    expect(events.map((event) => event.uid)).toEqual([
      "222-2027-01-01@www.wildglensafaris.co.uk",
      "111-2027-03-27@www.wildglensafaris.co.uk",
      "111-2027-05-08@www.wildglensafaris.co.uk",
    ])
    expect(text.split("\r\n").length).toBeGreaterThan(20)
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
  })

  it("gives each departure all-day dates, ending on the day after its last (DTEND is exclusive)", () => {
    const may = events[2]
    expect(may.start.isDate).toBe(true)
    expect(may.end.isDate).toBe(true)
    expect(may.start.toString()).toBe("2027-05-08")
    expect(may.end.toString()).toBe("2027-05-15")
    // A departure of one day, across the new year's day.
    expect([events[0].start.toString(), events[0].end.toString()]).toEqual(["2027-01-01", "2027-01-02"])
  })

  it("names the safari, links to its page and says the status, places, price and note in a visitor's words", () => {
    const may = events[2]
    expect(may.summary).toBe("Adventure Safaris: group departure")
    expect(may.url).toBe("https://www.wildglensafaris.co.uk/safaris/111")
    expect(may.status).toBe("TENTATIVE")
    expect(may.description.split("\n")).toEqual([
      "Only a few places left: 3 places left",
      "£1,450 per person for these dates",
      "Falls on the spring bank holiday",
    ])
    // Guaranteed to run: confirmed. A price the same as the guide price is the guide price.
    expect(events[1].status).toBe("CONFIRMED")
    expect(events[1].description.split("\n")).toEqual(["Guaranteed to run", "Guide price from £1,250 per person"])
    // Full: the waiting list, without "0 places left".
    expect(events[0].status).toBe("TENTATIVE")
    expect(events[0].description.split("\n")).toEqual(["Full: join the waiting list", "Guide price from £1,390 per person"])
  })

  it("keeps each departure's UID when the office changes it and on a later day's build, so a subscribed calendar updates it", () => {
    const changed: CalendarSafari = { ...adventure, departures: [{ ...adventure.departures[0], status: "guaranteed", placesLeft: 1 }] }
    const later = eventsOf(departureCalendar({ ...common, stamp: "2027-02-01", safaris: [changed] }))
    expect(later.map((event) => [event.uid, event.status])).toEqual([["111-2027-05-08@www.wildglensafaris.co.uk", "CONFIRMED"]])
  })

  it("is the same text in every build of a day (the reproducible build)", () => {
    expect(departureCalendar({ ...common, safaris: [adventure, winter] })).toBe(text)
  })

  it("holds every departure the safaris ship that is still to come, each with its own UID", () => {
    const shipped = safariFiles.map((safari) => ({
      ...safari,
      departures: upcomingDepartures(safari.slug, safari.departures ?? [], safari.itinerary.length, TEST_DAY),
    }))
    const parsed = eventsOf(departureCalendar({ ...common, safaris: shipped }))
    const expected = shipped.flatMap((safari) => safari.departures.map((departure) => `${departure.id}@www.wildglensafaris.co.uk`))
    expect(expected.length).toBeGreaterThan(10)
    expect(parsed.map((event) => event.uid).sort()).toEqual([...expected].sort())
    expect(new Set(parsed.map((event) => event.uid)).size).toBe(parsed.length)
  })
})
