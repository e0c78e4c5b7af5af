import * as React from "react"
import { safariDetailPath } from "../lib/safari-path"
import { graphql, Link } from "gatsby"
import { Icon } from "./icon"
import * as styles from "./safari-cards.module.css"

/** The safaris the home page shows as cards. Each card keeps its safari's address, but every Read More leads to /safaris. */
export function SafariCards({ cards }: { cards: ReadonlyArray<Queries.SafariCardContentFragment> }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.slug} className={styles.card} data-detail-path={safariDetailPath(card.slug)}>
          <span className={styles.icon}>
            <Icon name={card.icon} size={32} />
          </span>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.info}>{card.info}</p>
          <Link to="/safaris" className={styles.more}>
            Read More<span className="visually-hidden"> about {card.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  fragment SafariCardContent on SafariJson {
    slug
    icon
    title
    info
  }
`
