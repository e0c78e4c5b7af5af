import * as React from "react"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { wrapIndex } from "../lib/wrap-index"
import * as styles from "./testimonials.module.css"

type TestimonialsProps = {
  testimonials: Queries.TestimonialsContentFragment["testimonials"]
}

/** One testimonial at a time, with previous and next buttons that wrap at both ends. */
export function Testimonials({ testimonials }: TestimonialsProps) {
  const [index, setIndex] = React.useState(0)
  const count = testimonials.length
  if (count === 0) return null
  const current = testimonials[wrapIndex(index, count)]
  const avatar = getImage(current.avatar.image.childImageSharp?.gatsbyImageData ?? null)

  return (
    <div role="group" className={styles.carousel} aria-roledescription="carousel" aria-label="Guest testimonials">
      <div aria-live="polite" aria-atomic="true">
        <figure
          className={styles.slide}
          aria-roledescription="slide"
          aria-label={`${wrapIndex(index, count) + 1} of ${count}`}
        >
          <blockquote className={styles.quote}>
            <p>“{current.quote}”</p>
          </blockquote>
          <figcaption className={styles.person}>
            {/* keyed: GatsbyImage keeps its first image when only its props change */}
            {avatar && <GatsbyImage key={current.id} image={avatar} alt={current.avatar.alt} className={styles.avatar} />}
            <span>
              <span className={styles.name}>{current.name}</span>
              <span className={styles.job}>{current.job}</span>
            </span>
          </figcaption>
        </figure>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.button} onClick={() => setIndex((value) => wrapIndex(value - 1, count))}>
          <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> testimonial</span>
        </button>
        <button type="button" className={styles.button} onClick={() => setIndex((value) => wrapIndex(value + 1, count))}>
          Next<span className="visually-hidden"> testimonial</span> <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  )
}

export const query = graphql`
  fragment TestimonialsContent on TestimonialsJson {
    testimonials {
      id
      name
      job
      quote
      avatar {
        alt
        image {
          childImageSharp {
            gatsbyImageData(width: 72, height: 72, layout: FIXED, placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`
