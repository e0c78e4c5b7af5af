import * as React from "react"
import { graphql } from "gatsby"
import { Picture, photoOf } from "./picture"

type CardPhotoProps = {
  photo: Queries.CardPhotoFragment
  /** The width the layout gives the photograph (the img sizes attribute), so a phone fetches the file it needs. */
  sizes: string
  className?: string
}

/** A content photograph beside text (about sections, safari options): 4:3, loaded as it nears the screen. */
export function CardPhoto({ photo, sizes, className }: CardPhotoProps) {
  const image = photoOf(photo.image)
  return image ? <Picture image={image} alt={photo.alt} className={className} sizes={sizes} /> : null
}

// AVIF at quality 50 (sharp's default) looks the same as 65 here at about two thirds of the bytes.
export const query = graphql`
  fragment CardPhoto on Photo {
    alt
    credit {
      ...PhotoCreditText
    }
    image {
      childImageSharp {
        gatsbyImageData(
          width: 640
          aspectRatio: 1.333
          quality: 65
          avifOptions: { quality: 50 }
          placeholder: DOMINANT_COLOR
          breakpoints: [360, 640, 960]
        )
      }
    }
  }
`
