import * as React from "react"
import { Link } from "gatsby"
import { byMonth } from "../../lib/departure-pages"
import { leftBy, visitorDay } from "../visitor-day/visitor-day"
import { VisitorDayScript } from "../visitor-day/visitor-day-script"
import { DepartureMonth } from "./departure-month"
import * as styles from "./departures-page.module.css"

type DepartureMonthsProps = {
  departures: ReadonlyArray<Queries.DepartureEntryFragment>
  /** Whether later departures are on the pages after this one. */
  later: boolean
}

/**
 * A page's departures month by month, and what to do when none is left to join. Which have left is decided on the
 * visitor's day before the first paint (VisitorDayScript), and again as React first renders, so the two agree.
 */
export function DepartureMonths({ departures, later }: DepartureMonthsProps) {
  const today = visitorDay()
  const noneLeft = departures.every((each) => leftBy(each.start, today))
  return (
    <>
      <div className={styles.months} data-departures="">
        {byMonth(departures).map((group) => (
          <DepartureMonth key={group.key} month={group.month} monthKey={group.key} departures={group.departures} today={today} />
        ))}
        {later ? (
          <p className={styles.none} data-when-none="" hidden={!noneLeft}>
            The departures on this page have left. The next page lists those still to come.
          </p>
        ) : (
          <p className={styles.none} data-when-none="" hidden={!noneLeft}>
            No group departures are planned just now. <Link to="/trip">Tell us when you would like to travel</Link> and we will plan a safari around
            your dates.
          </p>
        )}
      </div>
      <VisitorDayScript />
    </>
  )
}
