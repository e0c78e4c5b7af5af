// The safari finder of /safaris: what a visitor can choose, how a choice is written in an address, and which safaris
// fit it. No React here, so the same rules serve the page, the pages the build makes for each choice, and the tests.
import { budgets } from "../enquiry/model"
import { budgetBandFor } from "./guide-price"

/** The calendar's months, as a choice is written in an address (/safaris?month=october). */
export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const
export type Month = (typeof MONTHS)[number]

/** A sample itinerary holds five to seven days: a short trip or a full week. */
export const LENGTHS = ["up-to-5-days", "6-to-7-days"] as const
export type Length = (typeof LENGTHS)[number]
export const lengthOf = (days: number): Length => (days <= 5 ? "up-to-5-days" : "6-to-7-days")

export const BUDGETS = budgets.map((band) => band.value)
export type Budget = (typeof budgets)[number]["value"]

/** What a visitor can narrow the safaris by; a kind is the word an editor chose, lower case ("winter"). */
export const FILTERS = ["month", "kind", "length", "budget"] as const
export type FilterName = (typeof FILTERS)[number]
export type Filter = Partial<Record<FilterName, string>>

/** A kind as an address writes it: "Winter" -> "winter". */
export const kindSlug = (kind: string): string =>
  kind
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** A month as a visitor may write it in an address: "October", "oct", "10". Undefined when it is no month. */
export function parseMonth(text: string | null | undefined): Month | undefined {
  const word = (text ?? "").trim().toLowerCase()
  if (/^\d{1,2}$/.test(word)) return MONTHS[Number(word) - 1]
  // Three letters at least: "ma" could be March or May.
  return word.length < 3 ? undefined : MONTHS.find((month) => month.startsWith(word))
}

/** A month's name as the calendar writes it: "october" -> "October". */
export const monthName = (month: Month): string => month[0].toUpperCase() + month.slice(1)

/** What the finder needs of a safari, from its file: everything a filter compares, worked out once. */
export type FinderFacts = { months: ReadonlyArray<Month>; kind: string; length: Length; budget: Budget; days: number }

export function finderFacts(safari: { kind: string; priceFrom: number; days: number; calendar: ReadonlyArray<{ runs: boolean }> }): FinderFacts {
  return {
    months: MONTHS.filter((_, at) => safari.calendar[at]?.runs === true),
    kind: kindSlug(safari.kind),
    length: lengthOf(safari.days),
    budget: budgetBandFor(safari.priceFrom).value,
    days: safari.days,
  }
}

/** Whether a safari fits every choice made (a choice not made fits every safari). */
export function fits(facts: FinderFacts, filter: Filter): boolean {
  return (
    (!filter.month || facts.months.includes(filter.month as Month)) &&
    (!filter.kind || facts.kind === filter.kind) &&
    (!filter.length || facts.length === filter.length) &&
    (!filter.budget || facts.budget === filter.budget)
  )
}

/** The values each filter offers: the months, lengths and budgets always, the kinds the safaris have, in their order. */
export function filterValues(kinds: ReadonlyArray<string>): Record<FilterName, ReadonlyArray<string>> {
  return { month: MONTHS, kind: [...new Set(kinds.map(kindSlug))], length: LENGTHS, budget: BUDGETS }
}

/** A choice read from an address's query (?month=oct&kind=Winter), keeping only values the finder offers. */
export function filterFromSearch(search: string, values: Record<FilterName, ReadonlyArray<string>>): Filter {
  const params = new URLSearchParams(search)
  const filter: Filter = {}
  for (const name of FILTERS) {
    const raw = params.get(name)
    if (raw === null) continue
    const value = name === "month" ? parseMonth(raw) : raw.trim().toLowerCase()
    if (value && values[name].includes(value)) filter[name] = value
  }
  return filter
}

/** The query that says a choice (?month=october&kind=winter), in the filters' order; empty when nothing is chosen. */
export function searchOf(filter: Filter): string {
  const params = new URLSearchParams()
  for (const name of FILTERS) if (filter[name]) params.set(name, filter[name])
  const query = params.toString()
  return query ? `?${query}` : ""
}

export const FINDER_ROUTE = "/safaris"

/**
 * The page the build makes for one choice, for browsers without JavaScript and for links shared from them:
 * /safaris/month/october. Two parts after /safaris/, so it can never be a safari's own address (one part).
 */
export const finderPagePath = (name: FilterName, value: string): string => `${FINDER_ROUTE}/${name}/${value}`

/** The choice a page of the finder's own stands for (/safaris/month/october), or undefined for any other address. */
export function filterOfPagePath(pagePath: string): Filter | undefined {
  const match = /^\/safaris\/(month|kind|length|budget)\/([a-z0-9-]+)\/?$/.exec(pagePath)
  return match ? { [match[1]]: match[2] } : undefined
}

/** The finder's route for any of its pages: /safaris/month/october shows the /safaris page's content. */
export const finderRouteOf = (pagePath: string): string | undefined => (filterOfPagePath(pagePath) ? FINDER_ROUTE : undefined)

/** The months a safari runs as stretches of the year, December to March as one: [["december", "march"]]. */
export function monthStretches(months: ReadonlyArray<Month>): Array<[Month, Month]> {
  const runs = MONTHS.map((month) => months.includes(month))
  if (runs.every(Boolean) || !runs.some(Boolean)) return []
  // From the first month that begins a stretch, so a stretch across the new year stays whole and the rest follow in order.
  const start = runs.findIndex((on, at) => on && !runs[(at + 11) % 12])
  const stretches: Array<[Month, Month]> = []
  for (let step = 0; step < 12; step += 1) {
    const at = (start + step) % 12
    if (!runs[at]) continue
    const previous = (at + 11) % 12
    if (step > 0 && runs[previous]) stretches[stretches.length - 1][1] = MONTHS[at]
    else stretches.push([MONTHS[at], MONTHS[at]])
  }
  return stretches
}
