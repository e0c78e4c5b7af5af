import * as React from "react"
import { graphql, Link } from "gatsby"
import { Icon } from "../icon"
import { fill, monthsText } from "../../lib/finder-words"
import { pounds } from "../../lib/guide-price"
import { tripLinkFor } from "../../lib/safari-links"
import type { FinderFacts, Month } from "../../lib/safari-finder"
import { FinderDepartureCount } from "./finder-departure-count"
import * as styles from "./finder.module.css"

/**
 * A safari as a card shows it. Its departures may be left out where none are known (the editing screen's preview of the
 * finder, made from the content files rather than a build): the card then counts none.
 */
export type FinderSafari = Omit<Queries.FinderSafariFragment, "upcomingDepartures"> &
  Partial<Pick<Queries.FinderSafariFragment, "upcomingDepartures">>

const noDepartures: Queries.FinderSafariFragment["upcomingDepartures"] = []

type FinderCardProps = {
  safari: FinderSafari
  facts: FinderFacts
  words: Queries.FinderWordsFragment
  /** The month chosen, if any: the trip form opens with it. */
  month: string | undefined
  hidden: boolean
  /** The visitor's day in the browser, null in the prerendered page: departures that have left are not counted. */
  today: string | null
}

/**
 * One safari in the finder: its title (to its page), length, guide price and months, and a link to plan it. What the
 * choices compare is written on the card too (data-*), so the script of finder-script.ts can filter before React runs.
 */
export const FinderCard = React.memo(function FinderCard({ safari, facts, words, month, hidden, today }: FinderCardProps) {
  const id = `finder-${safari.slug}`
  return (
    <li
      className={styles.card}
      hidden={hidden}
      data-card=""
      data-month={facts.months.join(" ")}
      data-kind={facts.kind}
      data-length={facts.length}
      data-budget={facts.budget}
    >
      <h3 id={id} className={styles.cardTitle}>
        <Link to={safari.path}>
          <Icon name={safari.icon} size={24} />
          {safari.title}
        </Link>
      </h3>
      <p className={styles.facts}>
        <span>{fill(words.days, { days: facts.days })}</span>
        <span>{fill(words.price, { price: pounds(safari.priceFrom) })}</span>
      </p>
      <p className={styles.months}>{monthsText(words, facts.months)}</p>
      <FinderDepartureCount departures={safari.upcomingDepartures ?? noDepartures} month={month as Month | undefined} today={today} />
      {/* Named with the safari's title, so each "Plan this safari" says which safari it plans. */}
      <Link to={tripLinkFor(safari.slug, month)} id={`${id}-plan`} aria-labelledby={`${id}-plan ${id}`} className={styles.plan}>
        {words.planLink}
      </Link>
    </li>
  )
}, sameCard)

/**
 * A card that stays hidden has nothing new to show when only the month changes: it is drawn again once it is shown,
 * with the month then chosen. With many safaris, most cards are hidden after a choice, and a choice draws only those
 * the visitor sees.
 */
function sameCard(before: FinderCardProps, after: FinderCardProps) {
  return (
    before.safari === after.safari &&
    before.facts === after.facts &&
    before.words === after.words &&
    before.hidden === after.hidden &&
    before.today === after.today &&
    (before.month === after.month || after.hidden)
  )
}

export const query = graphql`
  fragment FinderSafari on SafariJson {
    slug
    path
    icon
    title
    kind
    priceFrom
    days
    calendar {
      runs
    }
    upcomingDepartures {
      start
    }
  }
`
