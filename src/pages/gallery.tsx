import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { Section, sectionIntro } from "../components/section"
import { GalleryPhotos } from "../components/gallery/photos"
import { GalleryCarousel } from "../components/gallery/carousel"
import { PhotoCredits } from "../components/photo-credits"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import * as styles from "../styles/page.module.css"

const source = "content/pages/gallery.json"

export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  const page = required(data.pageJson, source)
  const reel = sectionIntro(page.sections, "carousel")
  const credits = sectionIntro(page.sections, "credits")
  const gallery = required(data.galleryJson, "content/gallery.json")
  // Gallery photographs carry their credit in their gallery entry; every other photograph's is in content/credits.json.
  const galleryCredits = gallery.images.map(({ id, credit }) => ({ image: id, ...credit }))
  return (
    <>
      <PageHeader {...pageHeaderProps(page)} />
      <GalleryPhotos
        images={gallery.images}
        gridClassName={styles.body}
        below={(shown) => (
          <Section id="carousel" title={reel.title} text={reel.text} tone="mist">
            <GalleryCarousel images={shown} label={reel.title} />
          </Section>
        )}
      />
      <Section id="photo-credits" title={credits.title} text={credits.text}>
        <PhotoCredits credits={[...galleryCredits, ...required(data.creditsJson, "content/credits.json").credits]} />
      </Section>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.GalleryPageQuery>) => (
  <PageSeo page={required(data.pageJson, source)} pathname={location.pathname} />
)

export const query = graphql`
  query GalleryPage {
    pageJson(path: { eq: "/gallery" }) {
      ...PageSeo
      ...PageHeaderContent
      sections {
        id
        title
        text
      }
    }
    galleryJson {
      ...GalleryImages
      images {
        id
        credit {
          title
          author
          licence
          licenceUrl
          source
          sourceUrl
        }
      }
    }
    creditsJson {
      credits {
        image
        title
        author
        licence
        licenceUrl
        source
        sourceUrl
      }
    }
  }
`
