import * as React from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture, photoOf } from "./picture"
import { ShownCredit } from "./shown-credit"
import * as styles from "./page-header.module.css"

type PageHeaderProps = {
  title: React.ReactNode
  text: string
  image: IGatsbyImageData | undefined
  imageAlt: string
  /** The photograph's credit, shown in the banner where its licence asks for it there. */
  imageCredit?: Queries.PhotoCreditTextFragment
  children?: React.ReactNode
}

/** The banner at the top of a page: a title and text over a background photograph. */
export function PageHeader({ title, text, image, imageAlt, imageCredit, children }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      {image && <Picture image={image} alt={imageAlt} className={styles.image} loading="eager" fetchPriority="high" />}
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {children}
        {imageCredit && <ShownCredit credit={imageCredit} className={styles.credit} titleClassName={styles.creditTitle} />}
      </div>
    </div>
  )
}

/** The banner photograph's props for PageHeader, from a BannerPhoto fragment. */
export const bannerProps = (banner: Queries.BannerPhotoFragment) => ({
  image: photoOf(banner.image),
  imageAlt: banner.alt,
  imageCredit: banner.credit,
})

/** Props for PageHeader from a page's content entry. */
export function pageHeaderProps(page: Queries.PageHeaderContentFragment) {
  return { title: page.heading, text: page.text, ...bannerProps(page.banner) }
}

// Banners sit under a scrim that takes most of their light away, so AVIF quality 40 looks no different from 60
// there, for far fewer bytes (docs/performance.md, "Other figures"). The home page's poster, its largest
// paint, comes from this fragment too.
export const query = graphql`
  fragment PageHeaderContent on PageJson {
    heading
    text
    banner {
      ...BannerPhoto
    }
  }
  fragment BannerPhoto on Photo {
    alt
    credit {
      ...PhotoCreditText
    }
    image {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [480, 768, 1080, 1440]
          quality: 60
          avifOptions: { quality: 40 }
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`
