import * as React from "react"
import { PageSteps } from "../page-links/page-links"
import * as styles from "./journal.module.css"

/** Links to the pages of newer and of older posts of the list on show. None when it is the list's one page. */
export function JournalPageLinks({ newer, older }: { newer: string | null; older: string | null }) {
  return (
    <PageSteps
      name="Pages of sightings"
      previous={newer ? { path: newer, words: ["Newer", " sightings"] } : null}
      next={older ? { path: older, words: ["Older", " sightings"] } : null}
      className={styles.pages}
    />
  )
}
