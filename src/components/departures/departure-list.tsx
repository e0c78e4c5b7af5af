import * as React from "react"
import { DepartureItem } from "./departure-item"
import type { Departure } from "../../lib/departures"
import { leftBy, visitorDay } from "../visitor-day/visitor-day"
import { VisitorDayScript } from "../visitor-day/visitor-day-script"
import * as styles from "./departures.module.css"

type DepartureListProps = {
  departures: ReadonlyArray<Departure>
  guidePrice: number
  slug: string
  /** Said above the departures, while any is left. */
  intro?: React.ReactNode
  /** What to say once no departure is left to join (from the start, when there is none). */
  none: React.ReactNode
}

/**
 * A safari's group departures, earliest first. The build left out those that had left by its day; the script after
 * the list hides those that have left since, on the visitor's day, before the first paint, and shows `none` when no
 * departure is left. The first render in the browser computes the same, so React finds the page as the script left it.
 */
export function DepartureList({ departures, guidePrice, slug, intro, none }: DepartureListProps) {
  const today = visitorDay()
  const anyToJoin = departures.some((departure) => !leftBy(departure.start, today))
  return (
    <>
      <div data-departures="">
        {departures.length > 0 && (
          <div data-while-any="" hidden={!anyToJoin}>
            {intro && <p className={styles.intro}>{intro}</p>}
            <ul className={styles.list}>
              {departures.map((departure) => (
                <DepartureItem key={departure.id} departure={departure} guidePrice={guidePrice} slug={slug} today={today} />
              ))}
            </ul>
          </div>
        )}
        <p data-when-none="" hidden={anyToJoin}>
          {none}
        </p>
      </div>
      <VisitorDayScript />
    </>
  )
}
