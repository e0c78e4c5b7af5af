import * as React from "react"
import { graphql, Link } from "gatsby"
import { postDate } from "../../lib/journal"
import * as styles from "./journal.module.css"

type Neighbour = Queries.SightingNeighbourFragment | null | undefined
export type NeighboursProps = { newer: Neighbour; older: Neighbour }

/** Links to the posts written just after and just before this one, each by its title and day. */
export function SightingNeighbours({ newer, older }: NeighboursProps) {
  if (!newer && !older) return null
  return (
    <nav className={styles.neighbours} aria-label="Newer and older sightings">
      {newer && (
        <Link to={newer.path} rel="next" className={styles.neighbour}>
          <span className={styles.neighbourWord}>Newer sighting</span> {newer.title}{" "}
          <span className={styles.neighbourDate}>({postDate(newer.date)})</span>
        </Link>
      )}
      {older && (
        <Link to={older.path} rel="prev" className={styles.neighbour}>
          <span className={styles.neighbourWord}>Older sighting</span> {older.title}{" "}
          <span className={styles.neighbourDate}>({postDate(older.date)})</span>
        </Link>
      )}
    </nav>
  )
}

export const query = graphql`
  fragment SightingNeighbour on SightingJson {
    path
    title
    date
  }
`
