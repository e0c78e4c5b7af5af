import * as React from "react"
import { leftBy } from "../visitor-day/visitor-day"
import { DepartureEntry } from "./departure-entry"
import * as styles from "./departures-page.module.css"

type DepartureMonthProps = {
  month: string
  monthKey: string
  departures: ReadonlyArray<Queries.DepartureEntryFragment>
  today: string | null
}

/** A month's departures under its name; hidden, heading and all, once every one of them has left (data-while-any). */
export function DepartureMonth({ month, monthKey, departures, today }: DepartureMonthProps) {
  const headingId = `month-${monthKey}`
  return (
    <section className={styles.month} aria-labelledby={headingId} data-while-any="" hidden={departures.every((each) => leftBy(each.start, today))}>
      <h2 id={headingId} className={styles.monthTitle}>
        {month}
      </h2>
      <ul className={styles.entries}>
        {departures.map((departure) => (
          <DepartureEntry key={departure.id} departure={departure} today={today} />
        ))}
      </ul>
    </section>
  )
}
