import * as React from "react"
import { FaqItem } from "./faq-item"
import * as styles from "./faq-list.module.css"

type Faq = { readonly id: string; readonly question: string; readonly answer: string }

export function FaqList({ faqs, headingLevel }: { faqs: ReadonlyArray<Faq>; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className={styles.list}>
      {faqs.map((faq) => (
        <FaqItem key={faq.id} {...faq} headingLevel={headingLevel} />
      ))}
    </ul>
  )
}
