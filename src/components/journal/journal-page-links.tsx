import * as React from "react"
import { journalPagePath, type JournalChoice } from "../../lib/journal"
import { PageLinks } from "../page-links/page-links"
import * as styles from "./journal.module.css"

/** Links to the other pages of the list on show: newer, each by its number, older. None when it fits on one. */
export function JournalPageLinks({ choice, current, count }: { choice: JournalChoice; current: number; count: number }) {
  return (
    <PageLinks
      current={current}
      count={count}
      pathOf={(page) => journalPagePath(choice, page)}
      of="sightings"
      name="Pages of sightings"
      previous={["Newer", " sightings"]}
      next={["Older", " sightings"]}
      className={styles.pages}
    />
  )
}
