import * as React from "react"
import { graphql } from "gatsby"
import { JsonLd } from "./json-ld"
import { breadcrumbList, travelAgency } from "../lib/structured-data"
import { normalisePath } from "../lib/paths"
import { JOURNAL_FEED } from "../lib/journal"
import { useSiteDetails } from "../hooks/use-site-details"

// gatsby-plugin-manifest (gatsby-config.ts) writes the brand mark as PNG icons; this is its largest.
const logoPath = "/icons/icon-512x512.png"

/** A picture for link previews: src relative to the site, 1200x630 as Open Graph recommends. */
export type ShareImage = { src: string; width: number; height: number; alt: string }

type SeoProps = {
  title: string
  description: string
  pathname: string
  /** Defaults to the home page's banner photograph. */
  image?: ShareImage
  noindex?: boolean
  children?: React.ReactNode
}

/** Site-wide metadata for the Gatsby Head API; every page's `Head` renders one. */
export function Seo({ title, description, pathname, image, noindex = false, children }: SeoProps) {
  const { siteUrl, site, homePage } = useSiteDetails()
  const homeImage = homePage ? shareImage(homePage.banner) : undefined
  const path = normalisePath(pathname)
  const isHome = path === "/"
  const url = isHome ? siteUrl : `${siteUrl}${path}`
  const fullTitle = isHome ? `${site.name} | ${title}` : `${title} | ${site.name}`
  const share = image ?? homeImage
  const business = travelAgency({
    name: site.name,
    description: site.description,
    url: siteUrl,
    logo: `${siteUrl}${logoPath}`,
    image: homeImage ? `${siteUrl}${homeImage.src}` : `${siteUrl}${logoPath}`,
    email: site.email,
    telephone: site.phone,
    address: site.address,
    socialUrls: site.social.map((link) => link.url),
  })
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* A not-found or thank-you page has no address of its own worth indexing. */}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={url} />}
      {share && <meta property="og:image" content={`${siteUrl}${share.src}`} />}
      {share && <meta property="og:image:width" content={String(share.width)} />}
      {share && <meta property="og:image:height" content={String(share.height)} />}
      {share && <meta property="og:image:alt" content={share.alt} />}
      <meta name="twitter:card" content={share ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {share && <meta name="twitter:image" content={`${siteUrl}${share.src}`} />}
      {share && <meta name="twitter:image:alt" content={share.alt} />}
      {/* The sightings journal's feed, for feed readers that look for it on any page of the site (they take its title from the feed). */}
      <link rel="alternate" type="application/atom+xml" href={JOURNAL_FEED} />
      {/* The business is described once, on its home page (as search engines ask of an organisation); other pages name it by its @id. */}
      {isHome && <JsonLd data={business} />}
      {!isHome && !noindex && (
        <JsonLd
          data={breadcrumbList([
            { name: site.name, url: siteUrl },
            { name: title, url },
          ])}
        />
      )}
      {children}
    </>
  )
}

/** A photograph cropped for link previews (a page's banner, a journal post's first), if it has been processed. */
export function shareImage(photo: Queries.SharePhotoFragment | Queries.SightingSharePhotoFragment): ShareImage | undefined {
  const resized = photo.image.childImageSharp?.resize
  if (!resized?.src || !resized.width || !resized.height) return undefined
  return { src: resized.src, width: resized.width, height: resized.height, alt: photo.alt }
}

type PageSeoProps = {
  page: Queries.PageSeoFragment
  pathname: string
  noindex?: boolean
  children?: React.ReactNode
}

/** Seo from a page's own content entry (content/pages/*.json): its title, description and banner photograph. */
export function PageSeo({ page, pathname, noindex, children }: PageSeoProps) {
  return (
    <Seo title={page.title} description={page.description} pathname={pathname} image={shareImage(page.banner)} noindex={noindex}>
      {children}
    </Seo>
  )
}

export const query = graphql`
  fragment PageSeo on PageJson {
    title
    description
    banner {
      ...SharePhoto
    }
  }
  fragment SharePhoto on Photo {
    alt
    image {
      ...ShareCrop
    }
  }
  # The same crop of a journal post's photograph, which is of the gallery's type.
  fragment SightingSharePhoto on GalleryImage {
    alt
    image {
      ...ShareCrop
    }
  }
  # The link preview's crop of a photograph's file, one for both.
  fragment ShareCrop on File {
    childImageSharp {
      resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 75) {
        src
        width
        height
      }
    }
  }
`
