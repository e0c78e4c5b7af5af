import * as React from "react"
import { graphql } from "gatsby"
import { PhotoCredit } from "./photo-credit"
import * as styles from "./photo-credits.module.css"

type CreditedPhoto = Queries.PhotoCreditFragment | Queries.GalleryPhotoCreditFragment

/**
 * Who took each of these photographs (a page's own) and under which licence, as the licences require: each file once;
 * and where the credits and notices of every photograph of the site are.
 */
export function PhotoCredits({ photos }: { photos: ReadonlyArray<CreditedPhoto> }) {
  // A file used in several places is one photograph (the content check holds its credits equal): listed once.
  const credits = [...new Map(photos.map(({ image, credit }) => [image.relativePath, credit])).entries()]
  return (
    <>
      <ul className={styles.list}>
        {credits.map(([file, credit]) => (
          <li key={file}>
            <PhotoCredit credit={credit} titleClassName={styles.title} />
          </li>
        ))}
      </ul>
      {/* A plain link: the notice file is written by the build (the content-model plugin), not a Gatsby page. */}
      <p className={styles.notice}>
        The credits of every photograph of the site, with the licence notices the GPL, LGPL, BSD and Creative Commons licences ask for and each
        photograph&apos;s original source, are in <a href="/photo-licences.txt">the photo licences file (plain text)</a>.
      </p>
    </>
  )
}

// A photograph and a gallery photograph carry the same fields; GraphQL needs a fragment per type.
export const query = graphql`
  fragment PhotoCreditText on Credit {
    title
    author
    licence
    licenceUrl
    source
    sourceUrl
  }
  fragment PhotoCredit on Photo {
    image {
      relativePath
    }
    credit {
      ...PhotoCreditText
    }
  }
  fragment GalleryPhotoCredit on GalleryImage {
    image {
      relativePath
    }
    credit {
      ...PhotoCreditText
    }
  }
`
