import * as React from "react"
import { thumbnail, type GalleryThumbnail } from "./grid"
import { Picture } from "../picture"
import { MotionToggle } from "../motion-toggle"
import { REDUCED_MOTION, useMediaQuery } from "../../hooks/use-media-query"
import * as styles from "./carousel.module.css"

/** The spec's reel: the photographs repeated 6 times, one full set sliding past every 80 s. */
export const CAROUSEL_COPIES = 6
export const CAROUSEL_CYCLE_MS = 80_000
/**
 * Sets in the prerendered HTML. The reel slides by one set per cycle, so two sets (one set of 11 is 2,200 px
 * wide on a phone, 2,900 px from 48em) fill any screen the whole way; the other four repeats, hidden
 * decoration, are added once the page runs. /gallery's HTML is then 121 KB instead of 169 (44 pictures and
 * 220 elements fewer): Brotli sent the repeats almost free, but the browser parsed each one before the first
 * paint (10 ms less on this machine's median, four times that on a slow phone).
 */
export const PRERENDERED_COPIES = 2

type GalleryCarouselProps = {
  images: ReadonlyArray<GalleryThumbnail>
  label: string
}

/**
 * An auto-scrolling strip of the gallery photographs. The slide is a CSS transform animation, so it
 * runs off the main thread; its index advances each time a cycle of 80,000 ms completes. A pause
 * button stops it (WCAG 2.2.2), and it starts paused for visitors who prefer reduced motion.
 */
export function GalleryCarousel({ images, label }: GalleryCarouselProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const [choice, setChoice] = React.useState<boolean | null>(null)
  const [index, setIndex] = React.useState(0)
  const [copyCount, setCopyCount] = React.useState(PRERENDERED_COPIES)
  // A transition: React adds the repeats in small slices, never as one long task.
  React.useEffect(() => React.startTransition(() => setCopyCount(CAROUSEL_COPIES)), [])
  // Before hydration the stylesheet decides (it holds the reel still under reduced motion).
  const playing = choice ?? reducedMotion === false
  const state = choice === null && reducedMotion === undefined ? "auto" : playing ? "playing" : "paused"
  const slides = images.flatMap((item) => {
    const image = thumbnail(item)
    return image ? [{ item, image }] : []
  })
  const copies = Array.from({ length: copyCount }, (_, copy) => copy)
  // The stylesheet slides the track by one set: 1 / copyCount of its width.
  const trackStyle = { animationDuration: `${CAROUSEL_CYCLE_MS}ms`, "--copies": copyCount } as React.CSSProperties

  return (
    // A group, not a region: the section around it is already the landmark.
    <div role="group" className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <MotionToggle playing={state !== "paused"} onToggle={() => setChoice(!playing)} what="carousel" className={styles.toggle} />
      <div className={styles.viewport}>
        <ul
          className={styles.track}
          data-state={state}
          data-index={index}
          style={trackStyle}
          onAnimationIteration={() => setIndex((value) => (value + 1) % CAROUSEL_COPIES)}
        >
          {copies.map((copy) =>
            slides.map(({ item, image }) => (
              // Only the first set is exposed to assistive technology; the other five are decorative repeats.
              <li key={`${copy}-${item.id}`} className={styles.slide} data-image-key={item.id} aria-hidden={copy > 0 || undefined}>
                <Picture image={image} alt={copy === 0 ? item.alt : ""} sizes="(min-width: 48em) 16rem, 12rem" className={styles.picture} />
              </li>
            ))
          )}
        </ul>
      </div>
    </div>
  )
}
