import * as React from "react"
import { Link } from "gatsby"
import { galleryPagePath } from "../../lib/gallery-pages"
import * as styles from "./page-links.module.css"

type GalleryPageLinksProps = {
  /** The page on show, from 1. */
  current: number
  count: number
}

/** Links to the gallery's other pages of photographs: the previous, each by its number, the next. None for one page. */
export function GalleryPageLinks({ current, count }: GalleryPageLinksProps) {
  if (count <= 1) return null
  const pages = Array.from({ length: count }, (_, index) => index + 1)
  return (
    <nav className={styles.pages} aria-label="Gallery pages">
      {current > 1 && (
        <Link to={galleryPagePath(current - 1)} rel="prev" className={styles.step}>
          <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> page of photographs</span>
        </Link>
      )}
      <ol className={styles.numbers}>
        {pages.map((page) => (
          <li key={page}>
            <Link
              to={galleryPagePath(page)}
              className={styles.number}
              aria-current={page === current ? "page" : undefined}
              aria-label={`Page ${page} of photographs`}
            >
              {page}
            </Link>
          </li>
        ))}
      </ol>
      {current < count && (
        <Link to={galleryPagePath(current + 1)} rel="next" className={styles.step}>
          Next<span className="visually-hidden"> page of photographs</span> <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  )
}
