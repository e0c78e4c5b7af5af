import * as React from "react"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import * as styles from "./gallery-grid.module.css"

type GalleryGridProps = {
  images: Queries.GalleryImagesFragment["images"]
}

/** Thumbnails of the gallery photographs, in content order (gallery1 to gallery11). */
export function GalleryGrid({ images }: GalleryGridProps) {
  return (
    <ul className={styles.grid}>
      {images.map((item) => {
        const thumb = getImage(item.thumb.childImageSharp?.gatsbyImageData ?? null)
        return (
          <li key={item.id} className={styles.cell}>
            {thumb && <GatsbyImage image={thumb} alt={item.alt} className={styles.thumb} />}
          </li>
        )
      })}
    </ul>
  )
}

export const query = graphql`
  fragment GalleryImages on GalleryJson {
    images {
      id
      alt
      thumb: image {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.333, quality: 60, placeholder: DOMINANT_COLOR, breakpoints: [240, 360, 480])
        }
      }
      full: image {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 1600, quality: 70, placeholder: NONE, breakpoints: [480, 800, 1200, 1600])
        }
      }
    }
  }
`
