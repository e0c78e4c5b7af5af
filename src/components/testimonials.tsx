import * as React from "react"
import { graphql } from "gatsby"
import { GuestWords } from "./guest-words"
import { wrapIndex } from "../lib/wrap-index"
import { entryKeys } from "../lib/entry-keys"
import * as styles from "./testimonials.module.css"

type Testimonial = Queries.TestimonialsContentFragment

type TestimonialsProps = {
  testimonials: ReadonlyArray<Testimonial>
}

/**
 * One testimonial at a time, with previous and next buttons that wrap at both ends (none for a single one). Every
 * testimonial is in the prerendered HTML (the others hidden), so without JavaScript the page shows them all.
 */
export function Testimonials({ testimonials }: TestimonialsProps) {
  const [index, setIndex] = React.useState(0)
  const count = testimonials.length
  if (count === 0) return null
  const currentIndex = wrapIndex(index, count)
  const keys = entryKeys(
    testimonials,
    (testimonial) => testimonial.id,
    (testimonial) => testimonial.name
  )

  return (
    <div role="group" className={styles.carousel} aria-roledescription="carousel" aria-label="Guest testimonials">
      <div aria-live="polite" aria-atomic="true">
        {testimonials.map((testimonial, position) => (
          <TestimonialSlide key={keys[position]} testimonial={testimonial} label={`${position + 1} of ${count}`} hidden={position !== currentIndex} />
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => setIndex((value) => wrapIndex(value - 1, count))}>
            <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> testimonial</span>
          </button>
          <button type="button" className={styles.button} onClick={() => setIndex((value) => wrapIndex(value + 1, count))}>
            Next<span className="visually-hidden"> testimonial</span> <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </div>
  )
}

function TestimonialSlide({ testimonial, label, hidden }: { testimonial: Testimonial; label: string; hidden: boolean }) {
  return (
    <figure className={styles.slide} aria-roledescription="slide" aria-label={label} hidden={hidden}>
      <GuestWords testimonial={testimonial} tone="dark" />
    </figure>
  )
}

export const query = graphql`
  fragment TestimonialsContent on Testimonial {
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
`
