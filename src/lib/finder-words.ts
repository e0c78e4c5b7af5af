// The finder's sentences, made from the words editors write in content/safari-finder.json ("Runs {months}").
import { monthName, monthStretches, type Month } from "./safari-finder"

/** The editor's words with each {name} replaced: fill("Runs {months}", { months: "all year" }). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

type CountWords = { showingAll: string; showingSome: string; noMatch: string }

/**
 * What the list says of itself, read out as it changes. The script that applies an address's choice before the
 * first paint (finder-script.ts) writes the same sentence from the same words.
 */
export function countText(words: CountWords, count: number, total: number): string {
  if (count === 0) return words.noMatch
  return fill(count === total ? words.showingAll : words.showingSome, { count, total })
}

type MonthWords = { months: string; monthRange: string; allYear: string; noMonths: string }

/** When a safari runs, from its calendar's ticks: "Runs December to March", "Runs all year". */
export function monthsText(words: MonthWords, months: ReadonlyArray<Month>): string {
  if (months.length === 12) return fill(words.months, { months: words.allYear })
  if (months.length === 0) return fill(words.months, { months: words.noMonths })
  const stretches = monthStretches(months).map(([from, to]) =>
    from === to ? monthName(from) : fill(words.monthRange, { from: monthName(from), to: monthName(to) })
  )
  return fill(words.months, { months: new Intl.ListFormat("en-GB", { type: "conjunction" }).format(stretches) })
}
