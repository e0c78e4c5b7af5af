import * as React from "react"
import { JournalPostCard } from "./journal-post-card"
import * as styles from "./journal.module.css"

/** A list of posts, newest first, or what to do when it is empty. */
export function JournalPostList({ posts }: { posts: ReadonlyArray<Queries.JournalPostCardFragment> }) {
  if (posts.length === 0) return <p className={styles.none}>No sightings are written up here yet. Every sighting lists them all.</p>
  return (
    <ol className={styles.posts}>
      {posts.map((post) => (
        <li key={post.path}>
          <JournalPostCard post={post} />
        </li>
      ))}
    </ol>
  )
}
