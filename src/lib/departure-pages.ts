// The page of every group departure across the safaris, month by month (/departures, /departures/2, ...): a page holds
// a fixed number of departures, so that it weighs the same however many safaris and departures the business adds.
import { monthOf } from "./departures"

export const DEPARTURES_ROUTE = "/departures"

/** Departures on one page: a few months of today's season, a fortnight or so of one ten times its size. */
export const DEPARTURES_PER_PAGE = 24

/** The address of the departures' page `page` (from 1): the first is the page's own address. */
export const departuresPagePath = (page: number) => (page <= 1 ? DEPARTURES_ROUTE : `${DEPARTURES_ROUTE}/${page}`)

/** How many pages `departures` departures take (one at least: the page that says none are planned). */
export const departuresPageCount = (departures: number) => Math.max(1, Math.ceil(departures / DEPARTURES_PER_PAGE))

/** The calendar file of every departure, and a safari's own (beside its page: /safaris/111/departures.ics). */
export const ALL_DEPARTURES_CALENDAR = "/departures.ics"
export const safariCalendarPath = (safariPath: string) => `${safariPath}/departures.ics`

/** Departures (earliest first) in groups by the month they start in: [{ month: "May 2027", departures }]. */
export function byMonth<T extends { readonly start: string }>(departures: ReadonlyArray<T>): Array<{ key: string; month: string; departures: T[] }> {
  const groups: Array<{ key: string; month: string; departures: T[] }> = []
  for (const departure of departures) {
    const key = departure.start.slice(0, 7)
    const last = groups[groups.length - 1]
    if (last?.key === key) last.departures.push(departure)
    else groups.push({ key, month: monthOf(departure.start), departures: [departure] })
  }
  return groups
}
