import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { Section, sectionIntros } from "../components/section"
import { GalleryPhotos } from "../components/gallery/photos"
import { GalleryCarousel } from "../components/gallery/carousel"
import { GalleryPageLinks } from "../components/gallery/page-links"
import { PhotoCredits } from "../components/photo-credits"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import { galleryPageCount, galleryPagePath } from "../lib/gallery-pages"
import { pageNumber } from "../lib/page-number"
import * as styles from "../styles/page.module.css"

/** Which photographs a page of the gallery shows (gatsby-node's pages: the gallery's own, then /gallery/2, ...). */
type GalleryPageContext = { skip?: number | null; limit?: number | null }

/** The page of the gallery on show and how many there are, from 1. */
function pagesOf(data: Queries.GalleryPageQuery, context: GalleryPageContext) {
  const count = galleryPageCount(required(data.galleryJson, "content/gallery.json").imageCount)
  const current = pageNumber(context)
  return { current, count }
}

export default function GalleryPage({ data, pageContext }: PageProps<Queries.GalleryPageQuery, GalleryPageContext>) {
  const { page } = data
  const { carousel: reel, credits } = sectionIntros(page.sections, "/gallery")
  const gallery = required(data.galleryJson, "content/gallery.json")
  const pages = pagesOf(data, pageContext)
  return (
    <>
      <PageHeader {...pageHeaderProps(page)} />
      {/* The grid, the photo viewer and the reel show this page's photographs. */}
      <GalleryPhotos
        images={gallery.photos}
        gridClassName={styles.body}
        below={(shown) => (
          <>
            <GalleryPageLinks {...pages} />
            <Section id="carousel" title={reel.title} text={reel.text} tone="mist">
              <GalleryCarousel images={shown} label={reel.title} />
            </Section>
          </>
        )}
      />
      {/* This page's own photographs: the credits of every photograph of the site are in /photo-licences.txt. */}
      <Section id="photo-credits" title={credits.title} text={credits.text} growsWithContent>
        <PhotoCredits photos={[...gallery.photos, page.banner]} />
      </Section>
    </>
  )
}

export const Head = ({ data, location, pageContext }: HeadProps<Queries.GalleryPageQuery, GalleryPageContext>) => {
  const { current, count } = pagesOf(data, pageContext)
  // Each further page has a title of its own; the pages say which comes before and after them.
  const page = current > 1 ? { ...data.page, title: `${data.page.title}, page ${current}` } : data.page
  return (
    <PageSeo page={page} pathname={location.pathname}>
      {current > 1 && <link rel="prev" href={galleryPagePath(current - 1)} />}
      {current < count && <link rel="next" href={galleryPagePath(current + 1)} />}
    </PageSeo>
  )
}

export const query = graphql`
  query GalleryPage($path: String!, $skip: Int, $limit: Int) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
      sections {
        ...SectionIntroContent
      }
      banner {
        ...PhotoCredit
      }
    }
    galleryJson {
      imageCount
      photos: imagesOnPage(skip: $skip, limit: $limit) {
        ...GalleryPhotosContent
        ...GalleryPhotoCredit
      }
    }
  }
`
