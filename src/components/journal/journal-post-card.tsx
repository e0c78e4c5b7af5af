import * as React from "react"
import { graphql, Link } from "gatsby"
import { Picture, photoOf } from "../picture"
import { postDate } from "../../lib/journal"
import * as styles from "./journal.module.css"

/** How wide a card's photograph shows (journal.module.css): a phone's width less the gutters, beyond that a column's. */
const CARD_SIZES = "(min-width: 40em) 22rem, calc(100vw - 2rem)"

/** One post in a list of posts: its first photograph, day, title (the link to it), species, place and first words. */
export function JournalPostCard({ post }: { post: Queries.JournalPostCardFragment }) {
  const [first] = post.photos
  const photo = first ? photoOf(first.card) : undefined
  return (
    <article className={styles.card}>
      {photo && <Picture image={photo} alt={first.alt} className={styles.cardPhoto} sizes={CARD_SIZES} />}
      <div className={styles.cardText}>
        <p className={styles.meta}>
          <time dateTime={post.date}>{postDate(post.date)}</time> · {post.place}
        </p>
        <h3 className={styles.cardTitle}>
          <Link to={post.path}>{post.title}</Link>
        </h3>
        <p className={styles.species}>{post.species.join(", ")}</p>
        <p className={styles.summary}>{post.summary}</p>
      </div>
    </article>
  )
}

export const query = graphql`
  fragment JournalPostCard on SightingJson {
    path
    title
    date
    place
    species
    summary
    photos {
      alt
      ...GalleryPhotoCredit
      card: image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.5, quality: 60, placeholder: DOMINANT_COLOR, breakpoints: [360, 540, 720])
        }
      }
    }
  }
`
