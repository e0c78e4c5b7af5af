import * as React from "react"
import * as styles from "./safari.module.css"

type SafariInclusionsProps = { included: ReadonlyArray<string>; notIncluded: ReadonlyArray<string> }

/** What the guide price includes, and what it does not. */
export function SafariInclusions({ included, notIncluded }: SafariInclusionsProps) {
  return (
    <div className={styles.columns}>
      {[
        { heading: "Included", items: included, kind: styles.yes },
        { heading: "Not included", items: notIncluded, kind: styles.no },
      ].map(({ heading, items, kind }) => (
        <div key={heading}>
          <h3>{heading}</h3>
          <ul className={`${styles.inclusions} ${kind}`}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
