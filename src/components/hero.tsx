import * as React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
// Picture before HeroVideo: their stylesheets then come in the order every page header gives them (picture's,
// then the banner's), and webpack can order the shared stylesheet without a conflict.
import { Picture } from "./picture"
import { HeroVideo, type HeroVideoSources } from "./hero-video"
import * as styles from "./hero.module.css"

type HeroProps = {
  heading: string
  text: string
  poster: IGatsbyImageData | undefined
  posterAlt: string
  /** A background video over the poster; the poster alone if absent. */
  video?: HeroVideoSources
}

/** The full-width home header: the poster photograph (the largest paint), heading and calls to action. */
export function Hero({ heading, text, poster, posterAlt, video }: HeroProps) {
  return (
    <div className={styles.hero}>
      {poster && <Picture image={poster} alt={posterAlt} className={styles.media} loading="eager" fetchPriority="high" />}
      <div className={styles.content}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Link to="/trip" className={styles.primary}>
            Plan Your Trip
          </Link>
          <Link to="/safaris" className={styles.secondary}>
            Explore Safaris
          </Link>
        </div>
      </div>
      {video && <HeroVideo {...video} />}
    </div>
  )
}
