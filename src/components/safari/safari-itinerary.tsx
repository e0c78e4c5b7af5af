import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./safari.module.css"

type SafariItineraryProps = { days: ReadonlyArray<Queries.SafariDayContentFragment> }

/** The sample itinerary, day by day: where, what you do, what you may see. */
export function SafariItinerary({ days }: SafariItineraryProps) {
  return (
    <ol className={styles.days}>
      {days.map((day, index) => (
        <li key={day.title} className={styles.day}>
          <h3>
            Day {index + 1}: {day.title}
          </h3>
          <p className={styles.places}>{day.places}</p>
          <p>{day.activities}</p>
          <p>
            <strong>What you may see:</strong> {day.wildlife}
          </p>
        </li>
      ))}
    </ol>
  )
}

export const query = graphql`
  fragment SafariDayContent on SafariDay {
    title
    places
    activities
    wildlife
  }
`
