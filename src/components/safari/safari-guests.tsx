import * as React from "react"
import { graphql } from "gatsby"
import { Section } from "../section"
import { GuestWords } from "../guest-words"
import { entryKeys } from "../../lib/entry-keys"
import * as styles from "./safari-guests.module.css"

type SafariGuestsProps = {
  /** The section's heading and intro, shared by every safari's page. */
  intro: Queries.SafariGuestsIntroContentFragment
  /** The testimonials that name this safari. */
  guests: ReadonlyArray<Queries.TestimonialsContentFragment>
}

/** What guests of this safari wrote, each with their name and job: all at once, a handful at most. None, no section. */
export function SafariGuests({ intro, guests }: SafariGuestsProps) {
  if (guests.length === 0) return null
  const keys = entryKeys(
    guests,
    (guest) => guest.id,
    (guest) => guest.name
  )
  return (
    <Section id="guests" title={intro.title} text={intro.text} growsWithContent>
      <ul className={styles.guests}>
        {guests.map((guest, position) => (
          <li key={keys[position]}>
            <figure className={styles.guest}>
              <GuestWords testimonial={guest} tone="light" />
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment SafariGuestsIntroContent on SafariGuestsIntro {
    title
    text
  }
`
