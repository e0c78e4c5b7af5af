import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo, shareImage } from "../components/seo"
import { JsonLd } from "../components/json-ld"
import { SightingArticle } from "../components/journal/sighting-article"
import { useSiteDetails } from "../hooks/use-site-details"
import { blogPosting } from "../lib/structured-data"

type Context = { slug: string; newer: string | null; older: string | null }

/** A post of the sightings journal, at /journal/ and its file's name. */
export default function SightingPage({ data }: PageProps<Queries.SightingPageQuery, Context>) {
  return <SightingArticle post={data.sighting} newer={data.newer} older={data.older} />
}

export const Head = ({ data, location }: HeadProps<Queries.SightingPageQuery, Context>) => {
  const post = data.sighting
  const { siteUrl, site } = useSiteDetails()
  const image = post.share[0] ? shareImage(post.share[0]) : undefined
  return (
    <Seo title={post.title} description={post.summary} pathname={location.pathname} image={image}>
      <JsonLd
        data={blogPosting({
          headline: post.title,
          date: post.date,
          url: `${siteUrl}${post.path}`,
          images: image ? [`${siteUrl}${image.src}`] : [],
          description: post.summary,
          businessUrl: siteUrl,
          businessName: site.name,
          about: post.species,
          place: post.place,
        })}
      />
    </Seo>
  )
}

export const query = graphql`
  query SightingPage($slug: String!, $newer: String, $older: String) {
    sighting(slug: $slug) {
      ...SightingArticleContent
      path
      summary
      species
      place
      share: photos {
        ...SightingSharePhoto
      }
    }
    newer: sightingNeighbour(slug: $newer) {
      ...SightingNeighbour
    }
    older: sightingNeighbour(slug: $older) {
      ...SightingNeighbour
    }
  }
`
