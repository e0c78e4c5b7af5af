// What the safari finder says of a safari's group departures in the month a visitor chose: "3 group departures in July".
import { MONTHS, monthName, type Month } from "./safari-finder"

/** A safari's departures by the month they start in (any year): { july: ["2027-07-03", "2027-07-17"] }. */
export function startsByMonth(starts: ReadonlyArray<string>): Partial<Record<Month, string[]>> {
  const months: Partial<Record<Month, string[]>> = {}
  for (const start of starts) {
    const month = MONTHS[Number(start.slice(5, 7)) - 1]
    ;(months[month] ??= []).push(start)
  }
  return months
}

/** How many of `starts` a visitor can still join on `today` (null: the build's, which has left out those gone). */
export const stillToCome = (starts: ReadonlyArray<string> | undefined, today: string | null) =>
  (starts ?? []).filter((start) => today === null || start > today).length

/**
 * The sentences for one and for more departures in a month, with {count} and {month} for the finder's script to fill
 * in before the first paint (finder-departures-script.ts); departuresInText fills them in the same way.
 */
export const DEPARTURE_COUNT_WORDS = { one: "1 group departure in {month}", some: "{count} group departures in {month}" } as const

/** "3 group departures in July", "1 group departure in July"; nothing when there are none. */
export function departuresInText(count: number, month: Month): string {
  if (count === 0) return ""
  return (count === 1 ? DEPARTURE_COUNT_WORDS.one : DEPARTURE_COUNT_WORDS.some).replace("{count}", String(count)).replace("{month}", monthName(month))
}
