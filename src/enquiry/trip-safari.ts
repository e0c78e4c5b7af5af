// The safari a trip enquiry starts from (/trip?safari=222, the call to action of each safari's page): read from the
// address, kept with the draft, and named in the enquiry sent.
import { storage } from "./draft"
import type { TemplateParams } from "./model"
import { SAFARI_PARAM } from "../lib/safari-links"
import { departureWords, type TripDeparture } from "./trip-departure"

/** A safari as the trip page knows it: its slug (the last part of its address), title and page, and its group departures. */
export type TripSafari = {
  readonly slug: string
  readonly title: string
  readonly path: string
  readonly upcomingDepartures?: ReadonlyArray<TripDeparture> | null
}

/** The longest title the trip page keeps room for: the length editors may give a safari's title. */
export const TITLE_BOUND = 80

/** A title whole up to TITLE_BOUND characters; a longer one cut at the last word within it, with an ellipsis. */
export function boundedTitle(title: string): string {
  if (title.length <= TITLE_BOUND) return title
  const cut = title.slice(0, TITLE_BOUND)
  const lastSpace = cut.lastIndexOf(" ")
  return `${(lastSpace > TITLE_BOUND / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/** Beside the draft's own key: the safari goes with the unsent enquiry and is cleared with it. */
export const safariDraftKey = "wild-glen-safaris:trip-enquiry-safari:v1"

/** The safari the address names (?safari=222), if it is one of ours; undefined when it names none. */
export function safariFromAddress(search: string, safaris: ReadonlyArray<TripSafari>): TripSafari | null | undefined {
  const slug = new URLSearchParams(search).get(SAFARI_PARAM)
  if (slug === null) return undefined
  return safaris.find((safari) => safari.slug === slug) ?? null
}

/** The safari kept with the draft, if it is still one of ours (storage is editable by anyone). */
export function loadDraftSafari(safaris: ReadonlyArray<TripSafari>): TripSafari | null {
  try {
    const slug = storage()?.getItem(safariDraftKey)
    return safaris.find((safari) => safari.slug === slug) ?? null
  } catch {
    return null
  }
}

export function saveDraftSafari(safari: TripSafari | null): void {
  try {
    if (safari) storage()?.setItem(safariDraftKey, safari.slug)
    else storage()?.removeItem(safariDraftKey)
  } catch {
    // Quota or privacy settings: the enquiry still names the safari while the page is open.
  }
}

/**
 * The enquiry's template params naming the safari, and the group departure if one was chosen. The 13 template params
 * stay the 13: they go in `message`, the free text the business reads in full, as its first lines ("Safari: Wildlife
 * Safaris", "Departure: 8–14 May 2027 (waiting list)"), with the visitor's own words unchanged below them. Not
 * `destination`, which is the visitor's own answer to "Where would you like to go?".
 */
export function withSafari(params: TemplateParams, safari: TripSafari | null, departure: TripDeparture | null = null): TemplateParams {
  if (!safari) return params
  const lines = [`Safari: ${safari.title}`, ...(departure ? [`Departure: ${departureWords(departure)}`] : [])].join("\n")
  return { ...params, message: params.message ? `${lines}\n\n${params.message}` : lines }
}
