import * as React from "react"
import { graphql, Link } from "gatsby"
import { JOURNAL_ROUTE, postDate } from "../../lib/journal"
import * as styles from "./latest-sightings.module.css"

type LatestSightingsProps = {
  /** The journal's latest posts, or a safari's, newest first. */
  posts: ReadonlyArray<Queries.LatestSightingFragment>
  /** The words of the link to the journal. */
  more: string
}

/** A few of the journal's latest posts, each by its day and title, and the way to the journal. */
export function LatestSightings({ posts, more }: LatestSightingsProps) {
  return (
    <>
      {posts.length > 0 && (
        <ul className={styles.posts}>
          {posts.map((post) => (
            <li key={post.path}>
              {`${postDate(post.date)}: `}
              <Link to={post.path}>{post.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.more}>
        <Link to={JOURNAL_ROUTE}>{more}</Link>
      </p>
    </>
  )
}

export const query = graphql`
  fragment LatestSighting on SightingJson {
    path
    title
    date
  }
`
