import * as React from "react"
import { Link } from "gatsby"
import * as styles from "./page-links.module.css"

type PageLinksProps = {
  /** The page on show, from 1. */
  current: number
  count: number
  /** The address of a page, from 1. */
  pathOf: (page: number) => string
  /** What the pages hold, for screen readers: "photographs" ("Page 2 of photographs"). */
  of: string
  /** The navigation's name: "Gallery pages". */
  name: string
  /** The step links' words, each with what a screen reader hears after it: ["Previous", " page of photographs"]. */
  previous: readonly [string, string]
  next: readonly [string, string]
  /** Where it sits under the list it pages (its own spacing). */
  className?: string
}

/** Links to a list's other pages: the previous, each by its number, the next. None when the list fits on one page. */
export function PageLinks({ current, count, pathOf, of, name, previous, next, className }: PageLinksProps) {
  if (count <= 1) return null
  const pages = Array.from({ length: count }, (_, index) => index + 1)
  return (
    <nav className={className ? `${styles.pages} ${className}` : styles.pages} aria-label={name}>
      {current > 1 && (
        <Link to={pathOf(current - 1)} rel="prev" className={styles.step}>
          <span aria-hidden="true">←</span> {previous[0]}
          <span className="visually-hidden">{previous[1]}</span>
        </Link>
      )}
      <ol className={styles.numbers}>
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={pathOf(page)}
              className={styles.number}
              aria-current={page === current ? "page" : undefined}
              aria-label={`Page ${page} of ${of}`}
            >
              {page}
            </Link>
          </li>
        ))}
      </ol>
      {current < count && (
        <Link to={pathOf(current + 1)} rel="next" className={styles.step}>
          {next[0]}
          <span className="visually-hidden">{next[1]}</span> <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  )
}
