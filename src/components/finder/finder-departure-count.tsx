import * as React from "react"
import { DEPARTURE_COUNT_WORDS, departuresInText, startsByMonth, stillToCome } from "../../lib/finder-departures"
import type { Month } from "../../lib/safari-finder"
import * as styles from "./finder.module.css"

type FinderDepartureCountProps = {
  departures: ReadonlyArray<{ readonly start: string }>
  /** The month chosen in the finder, if any. */
  month: Month | undefined
  today: string | null
}

/**
 * "3 group departures in July": a safari's departures still to come in the month chosen; nothing without a month or
 * departures. Every month's first days are written on it, for the script that counts them before the first paint
 * (finder-departures-script.ts), which may have written another month's count before React first renders.
 */
export function FinderDepartureCount({ departures, month, today }: FinderDepartureCountProps) {
  const byMonth = React.useMemo(() => startsByMonth(departures.map((departure) => departure.start)), [departures])
  const text = month ? departuresInText(stillToCome(byMonth[month], today), month) : ""
  const perMonth = Object.fromEntries(Object.entries(byMonth).map(([name, starts]) => [`data-in-${name}`, starts.join(" ")]))
  return (
    <p
      className={styles.departures}
      data-departure-count=""
      data-one={DEPARTURE_COUNT_WORDS.one}
      data-some={DEPARTURE_COUNT_WORDS.some}
      {...perMonth}
      hidden={!text}
      suppressHydrationWarning
    >
      {text}
    </p>
  )
}
