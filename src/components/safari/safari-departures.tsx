import * as React from "react"
import { Link } from "gatsby"
import { Section } from "../section"
import { DepartureList } from "../departures/departure-list"
import { nextDepartures, type Departure } from "../../lib/departures"
import { safariDetailPath } from "../../lib/safari-path"
import { tripLinkFor } from "../../lib/safari-links"
import * as styles from "../departures/departures.module.css"

type SafariDeparturesProps = { slug: string; guidePrice: number; departures: ReadonlyArray<Departure> }

/**
 * The next dates a small group sets off on this safari (every one of them on the departures page and in the safari's
 * calendar), or, when none is planned, how to ask for dates of one's own.
 */
export function SafariDepartures({ slug, guidePrice, departures }: SafariDeparturesProps) {
  const shown = nextDepartures(departures)
  const later = departures.length - shown.length
  return (
    // As long as the safari's season: laid out with the page, not in a reserved height.
    <Section id="departures" title="Group departures" tone="mist" growsWithContent>
      <DepartureList
        intro="Join a small group on one of these dates, or ask us for dates of your own."
        departures={shown}
        guidePrice={guidePrice}
        slug={slug}
        none={
          <>
            No group departures are planned just now. <Link to={tripLinkFor(slug)}>Tell us the dates that suit you</Link> and we will plan a private
            trip.
          </>
        }
      />
      <ul className={styles.more}>
        <li>
          <Link to="/departures">
            {later > 0 ? `See ${later} later ${later === 1 ? "date" : "dates"} and every group departure` : "See every group departure"}
          </Link>
        </li>
        {departures.length > 0 && (
          <li>
            <a href={`${safariDetailPath(slug)}/departures.ics`} type="text/calendar">
              Add these dates to your calendar
            </a>
          </li>
        )}
      </ul>
    </Section>
  )
}
