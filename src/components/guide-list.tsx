import * as React from "react"
import * as styles from "./guide-list.module.css"

type Guide = { readonly id: string; readonly name: string; readonly role: string; readonly bio: string }

/** The operator's local guides, each with a monogram, role and short biography. */
export function GuideList({ guides }: { guides: ReadonlyArray<Guide> }) {
  return (
    <ul className={styles.list}>
      {guides.map((guide) => (
        <li key={guide.id} className={styles.guide}>
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
