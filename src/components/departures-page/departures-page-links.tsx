import * as React from "react"
import { Link } from "gatsby"
import { departuresPagePath } from "../../lib/departure-pages"
import * as styles from "./departures-page.module.css"

type DeparturesPageLinksProps = {
  /** The page on show, from 1. */
  current: number
  count: number
}

/** Links to the other pages of departures: earlier, each by its number, later. None when they fit on one. */
export function DeparturesPageLinks({ current, count }: DeparturesPageLinksProps) {
  if (count <= 1) return null
  const pages = Array.from({ length: count }, (_, index) => index + 1)
  return (
    <nav className={styles.pages} aria-label="Pages of departures">
      {current > 1 && (
        <Link to={departuresPagePath(current - 1)} rel="prev" className={styles.step}>
          <span aria-hidden="true">←</span> Earlier<span className="visually-hidden"> departures</span>
        </Link>
      )}
      <ol className={styles.numbers}>
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={departuresPagePath(page)}
              className={styles.number}
              aria-current={page === current ? "page" : undefined}
              aria-label={`Page ${page} of departures`}
            >
              {page}
            </Link>
          </li>
        ))}
      </ol>
      {current < count && (
        <Link to={departuresPagePath(current + 1)} rel="next" className={styles.step}>
          Later<span className="visually-hidden"> departures</span> <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  )
}
