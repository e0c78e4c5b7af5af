import * as React from "react"
import { thumbnail, type GalleryThumbnail } from "./grid"
import { Picture } from "../picture"
import { MotionToggle } from "../motion-toggle"
import { REDUCED_MOTION, useMediaQuery } from "../../hooks/use-media-query"
import * as styles from "./carousel.module.css"

/**
 * The reel as designed: this many slides on the track, the set of photographs repeated to fill it, the track sliding
 * by one set per cycle. Its pace (time per photograph) is the design's at any number of photographs: a longer set
 * takes a longer cycle. A longer set is repeated fewer times (two at least), so a long gallery does not multiply its
 * pictures on the page by the repeats.
 */
const DESIGN_SLIDES = 66
const DESIGN_COPIES = 6
const DESIGN_CYCLE_MS = 80_000
const MS_PER_PHOTO = (DESIGN_CYCLE_MS * DESIGN_COPIES) / DESIGN_SLIDES
/**
 * Slides in the prerendered HTML: the reel slides by one set per cycle, so two sets of the designed length fill any
 * screen the whole way; the other repeats, hidden decoration, are added once the page runs. The browser parses each
 * prerendered picture before the first paint, however cheaply Brotli sends the repeats.
 */
const PRERENDERED_SLIDES = (DESIGN_SLIDES / DESIGN_COPIES) * 2

/** How a reel of `count` photographs runs: the sets on the track (prerendered and once running) and its cycle. */
export function reelFor(count: number): { copies: number; prerenderedCopies: number; cycleMs: number } {
  const photos = Math.max(count, 1)
  // At least two sets, so one set can slide out while the next one follows it in.
  const copies = Math.max(2, Math.ceil(DESIGN_SLIDES / photos))
  return {
    copies,
    prerenderedCopies: Math.min(copies, Math.max(2, Math.ceil(PRERENDERED_SLIDES / photos))),
    cycleMs: Math.round(photos * MS_PER_PHOTO),
  }
}

type GalleryCarouselProps = {
  images: ReadonlyArray<GalleryThumbnail>
  label: string
}

/**
 * An auto-scrolling strip of the gallery photographs. The slide is a CSS transform animation, so it
 * runs off the main thread; its index advances each time a cycle completes. A pause
 * button stops it (WCAG 2.2.2), and it starts paused for visitors who prefer reduced motion.
 */
export function GalleryCarousel({ images, label }: GalleryCarouselProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION)
  const [choice, setChoice] = React.useState<boolean | null>(null)
  const [index, setIndex] = React.useState(0)
  const [running, setRunning] = React.useState(false)
  // A transition: React adds the repeats in small slices, never as one long task.
  React.useEffect(() => React.startTransition(() => setRunning(true)), [])
  // Before hydration the stylesheet decides (it holds the reel still under reduced motion).
  const playing = choice ?? reducedMotion === false
  const state = choice === null && reducedMotion === undefined ? "auto" : playing ? "playing" : "paused"
  const slides = images.flatMap((item) => {
    const image = thumbnail(item)
    return image ? [{ item, image }] : []
  })
  const reel = reelFor(slides.length)
  const copyCount = running ? reel.copies : reel.prerenderedCopies
  const copies = Array.from({ length: copyCount }, (_, copy) => copy)
  // The stylesheet slides the track by one set: 1 / copyCount of its width.
  const trackStyle = { animationDuration: `${reel.cycleMs}ms`, "--copies": copyCount } as React.CSSProperties

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
          onAnimationIteration={() => setIndex((value) => (value + 1) % reel.copies)}
        >
          {copies.map((copy) =>
            slides.map(({ item, image }) => (
              // Only the first set is exposed to assistive technology; the other sets are decorative repeats.
              <li key={`${copy}-${item.key}`} className={styles.slide} data-image-key={item.key} aria-hidden={copy > 0 || undefined}>
                <Picture image={image} alt={copy === 0 ? item.alt : ""} sizes="(min-width: 48em) 16rem, 12rem" className={styles.picture} />
              </li>
            ))
          )}
        </ul>
      </div>
    </div>
  )
}
