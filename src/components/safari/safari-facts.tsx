import * as React from "react"
import * as styles from "./safari.module.css"

type SafariFactsProps = { facts: ReadonlyArray<{ term: string; detail: string }> }

/** Who a safari suits, its group size, pace and fitness, as a list of terms a visitor scans. */
export function SafariFacts({ facts }: SafariFactsProps) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, detail }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  )
}
