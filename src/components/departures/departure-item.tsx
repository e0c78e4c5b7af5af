import * as React from "react"
import { Link } from "gatsby"
import { dateRange, isDepartureStatus, STATUS_WORDS, type Departure, type DepartureStatus } from "../../lib/departures"
import { departurePriceWords, enquireWords, placesWords } from "../../lib/departure-words"
import { tripLinkFor } from "../../lib/safari-links"
import { leftBy } from "../visitor-day/visitor-day"
import * as styles from "./departures.module.css"

type DepartureItemProps = {
  departure: Pick<Departure, "start" | "end" | "status" | "placesLeft" | "price" | "note">
  /** The safari's guide price: a departure's own price is shown only when it differs. */
  guidePrice: number
  /** The safari the enquiry is about. */
  slug: string
  /** The visitor's day (null while prerendered): a departure that has left by then is hidden, as the page's script hides it. */
  today: string | null
}

const statusStyles: Record<DepartureStatus, string | undefined> = {
  available: undefined,
  "few-left": styles.fewLeft,
  "waiting-list": styles.waitingList,
  guaranteed: styles.guaranteed,
}

/**
 * One group departure on its safari's page: its dates, status, places and price in a visitor's words, and the enquiry
 * it starts. (The departures page, which lists every safari's, has its own: departures-page/departure-entry.tsx.)
 */
export function DepartureItem({ departure, guidePrice, slug, today }: DepartureItemProps) {
  const { start, end, status, note } = departure
  const dates = dateRange(start, end)
  const places = placesWords(departure)
  const price = departurePriceWords(departure.price, guidePrice)
  return (
    <li className={styles.item} data-starts={start} hidden={leftBy(start, today)}>
      <h3 className={styles.dates}>{dates}</h3>
      {isDepartureStatus(status) && <p className={[styles.status, statusStyles[status]].filter(Boolean).join(" ")}>{STATUS_WORDS[status]}</p>}
      {(places || price) && (
        <p className={styles.facts}>
          {places && <span>{places}</span>}
          {price && <span>{price}</span>}
        </p>
      )}
      {note && <p className={styles.note}>{note}</p>}
      <Link to={tripLinkFor(slug, undefined, start)} className={styles.enquire}>
        {/* Its list item, headed by the dates, says which departure it is about (link purpose in context). */}
        {enquireWords(status)}
      </Link>
    </li>
  )
}
