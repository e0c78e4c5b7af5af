import * as React from "react"
import { graphql } from "gatsby"
import { Picture, photoOf } from "../picture"
import * as styles from "./grid.module.css"

/** A gallery photograph as the grid and the reel show it: its thumbnail, and what the page knows it by (entryKeys). */
export type GalleryThumbnail = Queries.GalleryGridImageFragment & { readonly key: string }

type GalleryGridProps = {
  images: ReadonlyArray<GalleryThumbnail>
  onOpen: (index: number) => void
}

/** The thumbnail-sized photo of a gallery image (the grid's and the reel's), if the build made one. */
export const thumbnail = (item: GalleryThumbnail) => photoOf(item.thumb)

/** How wide a thumbnail shows (gallery-grid.module.css): on phones half the screen less the gutters and gap, beyond that at most about 21rem. */
const THUMB_SIZES = "(min-width: 40em) 21rem, calc(50vw - 1.5rem)"

/** Thumbnails of the gallery photographs in content order, each a button that opens it full size. */
export function GalleryGrid({ images, onOpen }: GalleryGridProps) {
  return (
    <ul className={styles.grid}>
      {images.map((item, index) => {
        const thumb = thumbnail(item)
        if (!thumb) return null
        return (
          <li key={item.key} className={styles.cell}>
            {/* The image's alt text names the button; data-image-key ties load errors and focus back to it. */}
            <button type="button" className={styles.button} aria-haspopup="dialog" data-image-key={item.key} onClick={() => onOpen(index)}>
              {/* Low priority: on a phone the first thumbnails share the first screens with the banner, which comes first. */}
              <Picture image={thumb} alt={item.alt} className={styles.thumb} sizes={THUMB_SIZES} fetchPriority="low" />
            </button>
          </li>
        )
      })}
    </ul>
  )
}

export const query = graphql`
  fragment GalleryGridImage on GalleryImage {
    id
    alt
    thumb: image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.333, quality: 60, placeholder: DOMINANT_COLOR, breakpoints: [240, 360, 480])
      }
    }
  }
`
