import * as React from "react"
import { Picture, photoOf } from "./picture"
import * as styles from "./guest-words.module.css"

type GuestWordsProps = {
  testimonial: Queries.TestimonialsContentFragment
  /** The band it sits on: the guest's job is set off by a muted colour on a light one, by a lighter weight on a dark one. */
  tone: "light" | "dark"
}

/** What one guest wrote, then who they are: their photograph, name and job. The inside of a testimonial's figure. */
export function GuestWords({ testimonial, tone }: GuestWordsProps) {
  const avatar = photoOf(testimonial.avatar.image)
  return (
    <>
      <blockquote className={styles.quote}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className={styles.person}>
        {avatar && <Picture image={avatar} alt={testimonial.avatar.alt} className={styles.avatar} />}
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={tone === "light" ? styles.jobOnLight : styles.jobOnDark}>{testimonial.job}</span>
        </span>
      </figcaption>
    </>
  )
}
