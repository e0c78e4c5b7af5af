// The group departure a trip enquiry starts from (/trip?safari=333&departure=2027-05-08, a departure's "Enquire about
// these dates" on its safari's page): its dates fill the form, and it is named in the enquiry sent.
import { storage } from "./draft"
import type { TripEnquiry } from "./model"
import { dateRange, hasLeft } from "../lib/departures"
import { DEPARTURE_PARAM } from "../lib/safari-links"

/** A departure as the trip page knows it: its first and last days, and the office's status. */
export type TripDeparture = { readonly start: string; readonly end: string; readonly status: string }

type WithDepartures = { readonly upcomingDepartures?: ReadonlyArray<TripDeparture> | null }

/** The safari's departure starting on `start`, if it has one still to join on `today`. */
function departureOf(safari: WithDepartures | null, start: string | null | undefined, today: string): TripDeparture | null {
  const found = start ? safari?.upcomingDepartures?.find((departure) => departure.start === start) : undefined
  return found && !hasLeft(found, today) ? found : null
}

/**
 * The departure the address names (?departure=2027-05-08) among the safari's: undefined when it names none, null when
 * the safari has no such departure or it has left by `today` (an old link: the safari alone is kept).
 */
export function departureFromAddress(search: string, safari: WithDepartures | null, today: string): TripDeparture | null | undefined {
  const start = new URLSearchParams(search).get(DEPARTURE_PARAM)
  if (start === null) return undefined
  return departureOf(safari, start, today)
}

/** Beside the draft's own key: the departure goes with the unsent enquiry and is cleared with it. */
export const departureDraftKey = "wild-glen-safaris:trip-enquiry-departure:v1"

/** The departure kept with the draft, if the safari still has it and it has not left (storage is editable by anyone). */
export function loadDraftDeparture(safari: WithDepartures | null, today: string): TripDeparture | null {
  try {
    return departureOf(safari, storage()?.getItem(departureDraftKey), today)
  } catch {
    return null
  }
}

export function saveDraftDeparture(departure: TripDeparture | null): void {
  try {
    if (departure) storage()?.setItem(departureDraftKey, departure.start)
    else storage()?.removeItem(departureDraftKey)
  } catch {
    // Quota or privacy settings: the enquiry still names the departure while the page is open.
  }
}

/** "8–14 May 2027", and "(waiting list)" when the departure is full. */
export const departureWords = (departure: TripDeparture) =>
  `${dateRange(departure.start, departure.end)}${departure.status === "waiting-list" ? " (waiting list)" : ""}`

/**
 * The enquiry with the departure's first and last days as its dates, and a group tour as its package: the visitor has
 * just chosen that departure. Every other field stays as the visitor left it.
 */
export function withDepartureDates(enquiry: TripEnquiry, departure: TripDeparture): TripEnquiry {
  return { ...enquiry, departureDate: departure.start, returnDate: departure.end, packageType: "group-tour" }
}
