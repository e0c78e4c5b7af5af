import ical, { ICalEventStatus } from "ical-generator"
import { addDays, type Departure } from "../../src/lib/departures"
import { departurePriceWords, placesWords, statusWords } from "../../src/lib/departure-words"
import { pounds } from "../../src/lib/guide-price"

/** A safari as its calendar needs it: what names it, where its page is, and its departures still to come. */
export type CalendarSafari = {
  readonly slug: string
  readonly title: string
  readonly path: string
  readonly priceFrom: number
  readonly departures: ReadonlyArray<Departure>
}

type CalendarOptions = {
  /** The calendar's name, as a calendar app lists it. */
  name: string
  /** The business, for the calendar's product id. */
  business: string
  /** The live site's address (siteMetadata.siteUrl): the pages' links and the host that makes each UID unique. */
  siteUrl: string
  /** The build's day: when the events were written (DTSTAMP), the same in every build of that day. */
  stamp: string
  safaris: ReadonlyArray<CalendarSafari>
}

/** What a calendar shows of a departure under its title: the office's status, the places left, the price. */
export function eventDescription(departure: Departure, safari: CalendarSafari): string {
  const status = statusWords(departure.status)
  const places = placesWords(departure)
  return [
    places ? `${status}: ${places}` : status,
    departurePriceWords(departure.price, safari.priceFrom) ?? `Guide price from ${pounds(safari.priceFrom)} per person`,
    departure.note,
  ]
    .filter(Boolean)
    .join("\n")
}

/**
 * An RFC 5545 calendar of the safaris' departures, one all-day event each, earliest first. A departure's UID is its id
 * (`<slug>-<first day>`) at the site's host: a calendar that subscribed updates the same event when it changes.
 */
export function departureCalendar({ name, business, siteUrl, stamp, safaris }: CalendarOptions): string {
  const calendar = ical({ name, prodId: { company: business, product: "Group departures", language: "EN" }, url: siteUrl })
  const host = new URL(siteUrl).host
  const events = safaris.flatMap((safari) => safari.departures.map((departure) => ({ safari, departure })))
  events.sort((a, b) => a.departure.start.localeCompare(b.departure.start))
  for (const { safari, departure } of events) {
    calendar.createEvent({
      id: `${departure.id}@${host}`,
      allDay: true,
      start: departure.start,
      // An all-day event ends on the day after its last (DTEND is exclusive).
      end: addDays(departure.end, 1),
      stamp: `${stamp}T00:00:00Z`,
      summary: `${safari.title}: group departure`,
      description: eventDescription(departure, safari),
      url: `${siteUrl}${safari.path}`,
      status: departure.status === "guaranteed" ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    })
  }
  return calendar.toString()
}
