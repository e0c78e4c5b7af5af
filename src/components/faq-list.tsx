import * as React from "react"
import { FaqItem } from "./faq-item"
import * as styles from "./faq-list.module.css"

/** The questions and answers, each shown or hidden by its own button. */
export function FaqList({ faqs, headingLevel }: { faqs: ReadonlyArray<Queries.FaqItemContentFragment>; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => (
        <FaqItem key={faq.id} faq={faq} headingLevel={headingLevel} />
      ))}
    </ul>
  )
}
