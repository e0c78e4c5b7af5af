import * as React from "react"
import { graphql, Link } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import * as styles from "./safari-option.module.css"

type SafariOptionProps = {
  option: Queries.SafariOptionContentFragment
}

/** One family of safaris: its activities and a 'Plan Your Trip' button to the enquiry form. */
export function SafariOption({ option }: SafariOptionProps) {
  const image = getImage(option.photo.image.childImageSharp?.gatsbyImageData ?? null)
  const headingId = `option-${option.id}`
  return (
    <section className={styles.option} aria-labelledby={headingId}>
      {image && <GatsbyImage image={image} alt={option.photo.alt} className={styles.image} />}
      <div>
        <h2 id={headingId} className={styles.title}>
          {option.title}
        </h2>
        <p>{option.intro}</p>
        <ul className={styles.activities}>
          {option.activities.map((activity) => (
            <li key={activity}>{activity}</li>
          ))}
        </ul>
        <Link to="/trip" className={styles.cta}>
          Plan Your Trip
        </Link>
      </div>
    </section>
  )
}

export const query = graphql`
  fragment SafariOptionContent on SafariOption {
    id
    title
    intro
    activities
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
