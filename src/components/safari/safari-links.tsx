import * as React from "react"
import { Link } from "gatsby"
import { Icon } from "../icon"
import * as styles from "./safari-links.module.css"
import { safariDetailPath } from "../../lib/safari-path"

type SafariLinksProps = { cards: ReadonlyArray<Queries.SafariCardContentFragment> }

/** Links to safaris' own pages, each with its card's icon, title and summary. */
export function SafariLinks({ cards }: SafariLinksProps) {
  return (
    <ul className={styles.links}>
      {cards.map((card) => (
        <li key={card.slug}>
          <Link to={safariDetailPath(card.slug)} className={styles.link}>
            <Icon name={card.icon} size={28} />
            <span className={styles.linkTitle}>{card.title}</span>
            <span className={styles.linkText}>{card.info}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
