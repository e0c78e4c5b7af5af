import * as React from "react"
import { graphql, Link } from "gatsby"
import { dateRange } from "../../lib/departures"
import { departurePriceWords, enquireWords, placesWords, statusWords } from "../../lib/departure-words"
import { tripLinkFor } from "../../lib/safari-links"
import { leftBy } from "../visitor-day/visitor-day"
import * as styles from "./departures-page.module.css"

type DepartureEntryProps = {
  departure: Queries.DepartureEntryFragment
  /** The visitor's day in the browser, null in the prerendered page (see visitor-day.ts). */
  today: string | null
}

/**
 * One departure: its safari (to its page), its dates, what the office says of its places, its price where it is not the
 * safari's guide price, its note, and the trip enquiry that starts from it. Hidden from its first day on (data-starts).
 */
export function DepartureEntry({ departure, today }: DepartureEntryProps) {
  const { safari } = departure
  const id = `departure-${departure.id}`
  const places = placesWords(departure)
  const price = departurePriceWords(departure.price, safari.priceFrom)
  return (
    <li className={styles.entry} data-starts={departure.start} hidden={leftBy(departure.start, today)}>
      <h3 className={styles.safari} id={`${id}-safari`}>
        <Link to={safari.path}>{safari.title}</Link>
      </h3>
      <p className={styles.dates} id={`${id}-dates`}>
        {dateRange(departure.start, departure.end)}
      </p>
      <p className={styles.status}>
        <span className={styles.statusWord} data-status={departure.status}>
          {statusWords(departure.status)}
        </span>
        {places && <span className={styles.places}>{places}</span>}
      </p>
      {price && <p className={styles.price}>{price}</p>}
      {departure.note && <p className={styles.note}>{departure.note}</p>}
      {/* Named with the safari and the dates, so each of the page's enquiry links says which departure it is about. */}
      <Link
        to={tripLinkFor(safari.slug, undefined, departure.start)}
        id={`${id}-enquire`}
        aria-labelledby={`${id}-enquire ${id}-safari ${id}-dates`}
        className={styles.enquire}
      >
        {enquireWords(departure.status)}
      </Link>
    </li>
  )
}

export const query = graphql`
  fragment DepartureEntry on ScheduledDeparture {
    id
    start
    end
    status
    placesLeft
    price
    note
    safari {
      slug
      path
      title
      priceFrom
    }
  }
`
