import * as React from "react"
import { FaqItem } from "./faq-item"
import * as styles from "./faq-list.module.css"

type FaqListProps = {
  faqs: ReadonlyArray<Queries.FaqItemContentFragment>
  headingLevel?: "h2" | "h3"
  /** Every answer shown at first (the editing screen's preview, where the answer being written must show); closed on the site. */
  initiallyOpen?: boolean
}

/** The questions and answers, each shown or hidden by its own button. */
export function FaqList({ faqs, headingLevel, initiallyOpen }: FaqListProps) {
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => (
        <FaqItem key={faq.id} faq={faq} headingLevel={headingLevel} initiallyOpen={initiallyOpen} />
      ))}
    </ul>
  )
}
