import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { Section, sectionIntros } from "../components/section"
import { GalleryPhotos } from "../components/gallery/photos"
import { GalleryCarousel } from "../components/gallery/carousel"
import { PhotoCredits } from "../components/photo-credits"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import * as styles from "../styles/page.module.css"

export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  const { page } = data
  const { carousel: reel, credits } = sectionIntros(page.sections, "/gallery")
  const gallery = required(data.galleryJson, "content/gallery.json")
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
        <PhotoCredits photos={sitePhotos(data)} />
      </Section>
    </>
  )
}

/** Every photograph of the site, wherever its content file holds it, for the credits: the gallery's first. */
function sitePhotos(data: Queries.GalleryPageQuery) {
  return [
    ...required(data.galleryJson, "content/gallery.json").images,
    ...data.allPageJson.nodes.map((page) => page.banner),
    ...required(data.aboutJson, "content/about.json").sections.map((section) => section.photo),
    ...required(data.testimonialsJson, "content/testimonials.json").testimonials.map((testimonial) => testimonial.avatar),
    ...required(data.safariOptionsJson, "content/safari-options.json").sections.map((option) => option.photo),
    ...data.safaris.flatMap((safari) => [safari.banner, ...safari.photos]),
  ]
}

export const Head = ({ data, location }: HeadProps<Queries.GalleryPageQuery>) => <PageSeo page={data.page} pathname={location.pathname} />

export const query = graphql`
  query GalleryPage($path: String!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
      sections {
        ...SectionIntroContent
      }
    }
    galleryJson {
      ...GalleryPhotosContent
      images {
        ...GalleryPhotoCredit
      }
    }
    allPageJson(sort: { path: ASC }) {
      nodes {
        banner {
          ...PhotoCredit
        }
      }
    }
    safaris {
      banner {
        ...PhotoCredit
      }
      photos {
        ...PhotoCredit
      }
    }
    aboutJson {
      sections {
        photo {
          ...PhotoCredit
        }
      }
    }
    testimonialsJson {
      testimonials {
        avatar {
          ...PhotoCredit
        }
      }
    }
    safariOptionsJson {
      sections {
        photo {
          ...PhotoCredit
        }
      }
    }
  }
`
