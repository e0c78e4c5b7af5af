import * as React from "react"
import { graphql } from "gatsby"
import { CardPhoto } from "./card-photo"
import { ShownCredit } from "./shown-credit"
import * as styles from "./about-section.module.css"

// The photograph's width (about-section.module.css): the page less its gutters on a phone, half of it from 48em.
const PHOTO_SIZES = "(min-width: 48em) min(50vw - 3rem, 31rem), calc(100vw - 2rem)"

type AboutSectionProps = {
  section: Queries.AboutSectionContentFragment
}

/** A photograph beside a titled block of text; alternate sections mirror the layout. */
export function AboutSection({ section }: AboutSectionProps) {
  const headingId = `about-${section.id}`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.photo}>
        <CardPhoto photo={section.photo} sizes={PHOTO_SIZES} className={styles.image} />
        <ShownCredit credit={section.photo.credit} />
      </div>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {section.title}
        </h2>
        {section.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  )
}

export const query = graphql`
  fragment AboutSectionContent on AboutSection {
    id
    title
    text
    photo {
      ...CardPhoto
    }
  }
`
