// Group departures: the dates a safari's small group leaves (content/safaris/*.json, "departures"). A day is an ISO day
// ("2027-05-08") and means Scotland's day (Europe/London), at build time and in the browser alike.

/** What the office says of a departure's places, as the content holds it. */
export type DepartureStatus = "available" | "few-left" | "waiting-list" | "guaranteed"

/** A departure as the pages get it: its last day worked out, and an id that stays the same across builds and edits. */
export type Departure = {
  readonly id: string
  readonly start: string
  readonly end: string
  readonly status: string
  readonly placesLeft?: number | null
  readonly price?: number | null
  readonly note?: string | null
}

/** A departure as an editor writes it: the last day may be left to the safari's length. */
export type DepartureEntry = Omit<Departure, "id" | "end"> & { readonly end?: string | null }

/** The status in a visitor's words. */
export const STATUS_WORDS: Readonly<Record<DepartureStatus, string>> = {
  available: "Places available",
  "few-left": "Only a few places left",
  "waiting-list": "Full: join the waiting list",
  guaranteed: "Guaranteed to run",
}

export const isDepartureStatus = (status: string): status is DepartureStatus => Object.hasOwn(STATUS_WORDS, status)

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `day` is a real ISO day ("2027-02-30" is not). */
export function isIsoDay(day: string): boolean {
  const match = ISO_DAY.exec(day)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === day
}

const scotlandParts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" })

/** Scotland's day at the instant `now`, as an ISO day, whatever the machine's or the browser's time zone. */
export function scotlandDay(now: Date): string {
  const part = (type: string) => scotlandParts.formatToParts(now).find((each) => each.type === type)?.value ?? ""
  return `${part("year")}-${part("month")}-${part("day")}`
}

/** The ISO day `count` days after `day` (before it, when negative). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split("-").map(Number)
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10)
}

/** Days from the first to the last, both counted: a departure from the 8th to the 14th lasts 7 days. */
export function daysFromTo(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1
}

/** The last day: the one the editor gave, or the safari's length (its itinerary's days) from the first. */
export function departureEnd(entry: DepartureEntry, safariDays: number): string {
  return entry.end ? entry.end : addDays(entry.start, safariDays - 1)
}

/** A departure's id: the safari and its first day (two departures of a safari never share a first day). */
export const departureId = (slug: string, start: string) => `${slug}-${start}`

/**
 * Whether a visitor can still join: a departure is offered until the day before it starts. On its first day the group
 * has left, so it is no longer shown or offered.
 */
export const hasLeft = (departure: { readonly start: string }, today: string) => departure.start <= today

/** The departures still to come on `today`, earliest first, each with its last day and id. */
export function upcomingDepartures(slug: string, entries: ReadonlyArray<DepartureEntry>, safariDays: number, today: string): Departure[] {
  return entries
    .filter((entry) => !hasLeft(entry, today))
    .map((entry) => ({ ...entry, id: departureId(slug, entry.start), end: departureEnd(entry, safariDays) }))
    .sort((a, b) => a.start.localeCompare(b.start))
}

/**
 * How many departures a safari's page lists: the next few, so that the page stays within its first round trip however
 * many the office releases (every date is on the departures page and in the safari's calendar).
 */
export const NEXT_DEPARTURES_SHOWN = 3

/** The departures a safari's page lists: the next NEXT_DEPARTURES_SHOWN still to come (upcomingDepartures' order). */
export const nextDepartures = <D>(upcoming: ReadonlyArray<D>): ReadonlyArray<D> => upcoming.slice(0, NEXT_DEPARTURES_SHOWN)

/** A day (YYYY-MM-DD) as a moment: noon in Scotland is midday UTC give or take an hour, and never another day. */
export const noon = (day: string) => new Date(`${day}T12:00:00Z`)
const inScotland = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", ...options })
const dayOfMonth = inScotland({ day: "numeric" })
const dayAndMonth = inScotland({ day: "numeric", month: "long" })
const longDate = inScotland({ day: "numeric", month: "long", year: "numeric" })
const monthAndYear = inScotland({ month: "long", year: "numeric" })

/**
 * "8–14 May 2027", "29 May – 4 June 2027", "27 December 2026 – 2 January 2027". Put together from Intl's day and month
 * names rather than with formatRange, whose spacing differs between engines (the page's HTML and the browser must agree).
 */
export function dateRange(start: string, end: string): string {
  const [from, to] = [noon(start), noon(end)]
  if (start === end) return longDate.format(from)
  if (start.slice(0, 7) === end.slice(0, 7)) return `${dayOfMonth.format(from)}–${longDate.format(to)}`
  if (start.slice(0, 4) === end.slice(0, 4)) return `${dayAndMonth.format(from)} – ${longDate.format(to)}`
  return `${longDate.format(from)} – ${longDate.format(to)}`
}

/** "May 2027": the month a departure starts in, as a heading. */
export const monthOf = (day: string) => monthAndYear.format(noon(day))
