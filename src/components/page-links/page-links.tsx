import * as React from "react"
import { Link } from "gatsby"
import * as styles from "./page-links.module.css"

/** A step to another page: its address, and its words with what a screen reader hears after them (["Previous", " page of photographs"]). */
type Step = { path: string; words: readonly [string, string] }

type PageStepsProps = {
  /** The navigation's name: "Gallery pages". */
  name: string
  previous?: Step | null
  next?: Step | null
  /** Where it sits under the list it pages (its own spacing). */
  className?: string
  /** What goes between the two steps (the pages by their numbers). */
  children?: React.ReactNode
}

/** A row of links under a paged list: to the page before, whatever is given, to the page after. None when there is no other page. */
export function PageSteps({ name, previous, next, className, children }: PageStepsProps) {
  if (!previous && !next && !children) return null
  return (
    <nav className={className ? `${styles.pages} ${className}` : styles.pages} aria-label={name}>
      {previous && (
        <Link to={previous.path} rel="prev" className={styles.step}>
          <span aria-hidden="true">←</span> {previous.words[0]}
          <span className="visually-hidden">{previous.words[1]}</span>
        </Link>
      )}
      {children}
      {next && (
        <Link to={next.path} rel="next" className={styles.step}>
          {next.words[0]}
          <span className="visually-hidden">{next.words[1]}</span> <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  )
}

type PageLinksProps = {
  /** The page on show, from 1. */
  current: number
  count: number
  /** The address of a page, from 1. */
  pathOf: (page: number) => string
  /** What the pages hold, for screen readers: "photographs" ("Page 2 of photographs"). */
  of: string
  name: string
  /** The step links' words, each with what a screen reader hears after it: ["Previous", " page of photographs"]. */
  previous: readonly [string, string]
  next: readonly [string, string]
  className?: string
}

/** Links to a list's other pages: the previous, each by its number, the next. None when the list fits on one page. */
export function PageLinks({ current, count, pathOf, of, name, previous, next, className }: PageLinksProps) {
  if (count <= 1) return null
  const pages = Array.from({ length: count }, (_, index) => index + 1)
  return (
    <PageSteps
      name={name}
      previous={current > 1 ? { path: pathOf(current - 1), words: previous } : null}
      next={current < count ? { path: pathOf(current + 1), words: next } : null}
      className={className}
    >
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
    </PageSteps>
  )
}
