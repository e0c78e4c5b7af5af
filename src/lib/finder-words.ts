// The finder's sentences, made from the words editors write in content/safari-finder.json ("Runs {months}").
import { fillCount } from "./count-in-words"
import { monthName, monthStretches, type Month } from "./safari-finder"

/**
 * The editor's words with each {name} replaced: fill("Runs {months}", { months: "all year" }). A number's noun agrees
 * with it: fill("{days} days", { days: 1 }) is "1 day".
 */
export function fill(template: string, values: Record<string, string | number>): string {
  const counted = Object.entries(values).reduce((text, [name, value]) => (typeof value === "number" ? fillCount(text, name, value) : text), template)
  return counted.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

type CountWords = { showingAll: string; showingSome: string; noMatch: string }

/**
 * What the list says of itself, read out as it changes. The script that applies an address's choice before the
 * first paint (finder-script.ts) writes the same sentence from countSentences' words.
 */
export function countText(words: CountWords, count: number, total: number): string {
  if (count === 0) return words.noMatch
  return fill(count === total ? words.showingAll : words.showingSome, { count, total })
}

/**
 * The count's sentences with the number of safaris put in, for the script that writes the count before React runs:
 * every safari, exactly one (its noun may differ), and some, whose {count} the script fills in. Made here, so the
 * script need not know how a noun agrees with its number.
 */
export function countSentences(words: CountWords, total: number) {
  return {
    all: countText(words, total, total),
    one: countText(words, 1, total),
    some: fill(words.showingSome, { total }),
    none: words.noMatch,
  }
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
