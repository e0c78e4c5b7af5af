import * as React from "react"
import { graphql } from "gatsby"
import { CardPhoto } from "../card-photo"
import { PhotoCredit } from "../photo-credit"
import * as styles from "./safari.module.css"

// Three to a row from 48em (the content width less gaps), one to a row on a phone, less the page gutters.
const PHOTO_SIZES = "(min-width: 48em) min(30vw, 23rem), calc(100vw - 2rem)"

type SafariPhotosProps = { photos: ReadonlyArray<Queries.SafariPhotoContentFragment> }

/** The safari's photographs, each with its credit beneath it. */
export function SafariPhotos({ photos }: SafariPhotosProps) {
  return (
    <div className={styles.photos}>
      {photos.map((photo) => (
        <figure key={photo.image.relativePath} className={styles.photo}>
          <CardPhoto photo={photo} sizes={PHOTO_SIZES} className={styles.image} />
          {photo.credit && (
            <figcaption>
              <PhotoCredit credit={photo.credit} titleClassName={styles.creditTitle} />
            </figcaption>
          )}
        </figure>
      ))}
    </div>
  )
}

export const query = graphql`
  fragment SafariPhotoContent on Photo {
    ...CardPhoto
    image {
      relativePath
    }
    credit {
      ...PhotoCreditText
    }
  }
`
