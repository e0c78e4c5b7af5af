import * as React from "react"
import { graphql, Link } from "gatsby"
import { CardPhoto } from "./card-photo"
import { ShownCredit } from "./shown-credit"
import * as styles from "./safari-option.module.css"

// The photograph's width (safari-option.module.css): the card less its padding and the page gutters on a phone,
// two fifths of the card from 48em. The default (100vw) would have a phone fetch a file far wider than the photograph.
const PHOTO_SIZES = "(min-width: 48em) min(36vw, 27rem), calc(100vw - 5rem)"

type SafariOptionProps = {
  option: Queries.SafariOptionContentFragment
}

/** One family of safaris: its activities and a 'Plan Your Trip' button to the enquiry form. */
export function SafariOption({ option }: SafariOptionProps) {
  const headingId = `option-${option.id}`
  return (
    <section className={styles.option} aria-labelledby={headingId}>
      <div className={styles.photo}>
        <CardPhoto photo={option.photo} sizes={PHOTO_SIZES} className={styles.image} />
        <ShownCredit credit={option.photo.credit} />
      </div>
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
      ...CardPhoto
    }
  }
`
