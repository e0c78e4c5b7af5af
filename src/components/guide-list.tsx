import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./guide-list.module.css"

/** The operator's local guides, each with a monogram, role and short biography. */
export function GuideList({ guides }: { guides: ReadonlyArray<Queries.GuideContentFragment> }) {
  return (
    <ul className={styles.list}>
      {guides.map((guide) => (
        <li key={guide.name} className={styles.guide}>
          <span className={styles.monogram} aria-hidden="true">
            {guide.name
              .split(" ")
              .map((part) => part[0])
              .join("")}
          </span>
          <h2 className={styles.name}>{guide.name}</h2>
          <p className={styles.role}>{guide.role}</p>
          <p>{guide.bio}</p>
        </li>
      ))}
    </ul>
  )
}

export const query = graphql`
  fragment GuideContent on Guide {
    name
    role
    bio
  }
`
