import * as React from "react"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import * as styles from "./about-section.module.css"

type AboutSectionProps = {
  section: Queries.AboutSectionContentFragment
}

/** A photograph beside a titled block of text; alternate sections mirror the layout. */
export function AboutSection({ section }: AboutSectionProps) {
  const image = getImage(section.photo.image.childImageSharp?.gatsbyImageData ?? null)
  const headingId = `about-${section.id}`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {image && <GatsbyImage image={image} alt={section.photo.alt} className={styles.image} />}
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
      alt
      image {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.333, quality: 65, placeholder: DOMINANT_COLOR, breakpoints: [360, 640, 960])
        }
      }
    }
  }
`
