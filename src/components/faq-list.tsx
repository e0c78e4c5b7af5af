import * as React from "react"
import { FaqItem } from "./faq-item"
import { entryKeys } from "../lib/entry-keys"
import * as styles from "./faq-list.module.css"

type FaqListProps = {
  faqs: ReadonlyArray<Queries.FaqItemContentFragment>
  headingLevel?: "h2" | "h3"
  /** Every answer shown at first (the editing screen's preview, where the answer being written must show); closed on the site. */
  initiallyOpen?: boolean
}

/** The questions and answers, each shown or hidden by its own button. */
export function FaqList({ faqs, headingLevel, initiallyOpen }: FaqListProps) {
  const keys = entryKeys(
    faqs,
    (faq) => faq.id,
    (faq) => faq.question
  )
  return (
    <ul className={styles.list}>
      {faqs.map((faq, index) => (
        <FaqItem key={keys[index]} anchor={keys[index]} faq={faq} headingLevel={headingLevel} initiallyOpen={initiallyOpen} />
      ))}
    </ul>
  )
}
