import { daysFromTo, hasLeft, isIsoDay } from "../../../src/lib/departures"
import { fieldPath, type ContentProblem } from "./problem"
import type { ContentFile } from "./walk"

// A safari's group departures (its "departures" list), as far as their dates go. The schema has checked each day is a
// real day; these rules compare them. None looks at today's date: a date passing never stops a build. Only a save in
// the editing screen refuses a day that has come (departuresSavedTooLate, run by content-change.ts).

type Entry = { readonly start?: unknown; readonly end?: unknown; readonly note?: unknown }

const departuresOf = (data: Record<string, unknown>): Entry[] =>
  Array.isArray(data.departures) ? data.departures.filter((entry): entry is Entry => entry !== null && typeof entry === "object") : []

const day = (value: unknown): string | undefined => (typeof value === "string" && isIsoDay(value) ? value : undefined)
const hasNote = (entry: Entry) => typeof entry.note === "string" && entry.note.trim() !== ""

/**
 * A safari's departures make sense as dates: each ends on or after the day it starts; no two start on the same day
 * (a departure is known by its safari and first day: its link, its calendar entry); and one whose last day is given
 * lasts as many days as the sample itinerary, unless its note says why it does not.
 */
export function checkDepartures(file: ContentFile): ContentProblem[] {
  const entries = departuresOf(file.data)
  const safariDays = Array.isArray(file.data.itinerary) ? file.data.itinerary.length : undefined
  const problems: ContentProblem[] = []
  const firstDays = new Map<string, number>()
  entries.forEach((entry, index) => {
    const [start, end] = [day(entry.start), day(entry.end)]
    if (!start) return
    const at = (field: string) => fieldPath(["departures", index, field])
    const earlier = firstDays.get(start)
    if (earlier === undefined) firstDays.set(start, index)
    else
      problems.push({
        file: file.label,
        field: at("start"),
        message: `${start} is also the first day of ${fieldPath(["departures", earlier])}; two departures of one safari cannot start on the same day`,
      })
    if (!end) return
    const days = daysFromTo(start, end)
    if (days < 1) problems.push({ file: file.label, field: at("end"), message: `${end} is before the first day, ${start}` })
    else if (safariDays !== undefined && days !== safariDays && !hasNote(entry))
      problems.push({
        file: file.label,
        field: at("end"),
        message: `makes the departure ${days} days long, but the sample itinerary has ${safariDays} days; say why in its note`,
      })
  })
  return problems
}

const datesOf = (entry: Entry) => `${String(entry.start)}/${String(entry.end ?? "")}`

/**
 * The departures a save adds, or whose dates it changes, that start today or earlier (`today`: Scotland's day): the
 * group has left, and the site would never show them. `earlier` holds the departures there were before the save: the
 * safari's own, or, for a new safari (a copy made with Duplicate among them), every safari's. A departure whose dates
 * are among them is not this save's, so one that has since left never stops a later save, nor a copy published as it is.
 */
export function departuresSavedTooLate(earlier: ReadonlyArray<Record<string, unknown>>, after: ContentFile, today: string): ContentProblem[] {
  const kept = new Set(earlier.flatMap(departuresOf).map(datesOf))
  return departuresOf(after.data).flatMap((entry, index) => {
    const start = day(entry.start)
    if (!start || kept.has(datesOf(entry)) || !hasLeft({ start }, today)) return []
    return [
      {
        file: after.label,
        field: fieldPath(["departures", index, "start"]),
        message: `${start} is ${start === today ? "today" : "past"} (today is ${today}); a departure is shown until the day before it starts`,
      },
    ]
  })
}
