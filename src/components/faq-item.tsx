import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./faq-list.module.css"

type FaqItemProps = {
  faq: Queries.FaqItemContentFragment
  /** What the page knows this question by (FaqList's entry keys), for its answer's id. */
  anchor: string
  headingLevel?: "h2" | "h3"
  /** The answer shown at first. */
  initiallyOpen?: boolean
}

/** One question: a button in a heading that shows or hides its answer (WAI-ARIA accordion pattern). */
export function FaqItem({ faq: { question, answer }, anchor, headingLevel = "h3", initiallyOpen = false }: FaqItemProps) {
  const [expanded, setExpanded] = React.useState(initiallyOpen)
  const Heading = headingLevel
  const answerId = `faq-${anchor}-answer`
  return (
    <li className={styles.item}>
      <Heading className={styles.question}>
        <button
          type="button"
          className={styles.button}
          aria-expanded={expanded}
          aria-controls={answerId}
          onClick={() => setExpanded((value) => !value)}
        >
          <span>{question}</span>
          <span className={styles.sign} aria-hidden="true" data-icon={expanded ? "minus" : "plus"}>
            {expanded ? "−" : "+"}
          </span>
        </button>
      </Heading>
      <div id={answerId} className={styles.answer} hidden={!expanded}>
        <p>{answer}</p>
      </div>
    </li>
  )
}

export const query = graphql`
  fragment FaqItemContent on Faq {
    id
    question
    answer
  }
`
