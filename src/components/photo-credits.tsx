import * as React from "react"
import { graphql } from "gatsby"
import { PhotoCredit } from "./photo-credit"
import * as styles from "./photo-credits.module.css"

type PhotoCreditsProps = {
  /** The gallery's photographs: each carries its credit in its gallery entry (content/gallery.json). */
  gallery: Queries.GalleryPhotoCreditsFragment
  /** Every other photograph of the site (content/credits.json). */
  others: Queries.OtherPhotoCreditsFragment
}

/** Who took each photograph and under which licence, as the licences require. */
export function PhotoCredits({ gallery, others }: PhotoCreditsProps) {
  const credits = [
    ...gallery.images.map(({ id, credit }) => ({ key: id, credit })),
    ...others.credits.map(({ image, credit }) => ({ key: image, credit })),
  ]
  return (
    <>
      <ul className={styles.list}>
        {credits.map(({ key, credit }) => (
          <li key={key}>
            <PhotoCredit credit={credit} titleClassName={styles.title} />
          </li>
        ))}
      </ul>
      {/* A plain link: the notice file is served from static/, not a Gatsby page. */}
      <p className={styles.notice}>
        The licence notices the GPL, LGPL, BSD and Creative Commons licences ask for, with each photograph&apos;s original source, are in{" "}
        <a href="/photo-licences.txt">the photo licences file (plain text)</a>.
      </p>
    </>
  )
}

export const query = graphql`
  fragment PhotoCreditText on Credit {
    title
    author
    licence
    licenceUrl
    source
    sourceUrl
  }
  fragment GalleryPhotoCredits on GalleryJson {
    images {
      id
      credit {
        ...PhotoCreditText
      }
    }
  }
  fragment OtherPhotoCredits on CreditsJson {
    credits {
      image
      credit {
        ...PhotoCreditText
      }
    }
  }
`
