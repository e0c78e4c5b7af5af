import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo, shareImage } from "../components/seo"
import { JsonLd } from "../components/json-ld"
import { SafariPageContent } from "../components/safari/safari-page-content"
import { useSiteDetails } from "../hooks/use-site-details"
import { required } from "../lib/required"
import { tripLinkFor } from "../lib/safari-links"
import { touristTrip } from "../lib/structured-data"
import { safariDetailPath } from "../lib/safari-path"

type Context = { safari: string }

/** The safari's card (content/safaris.json) and its page entry (content/safari-pages.json). */
function safariOf(data: Queries.SafariPageQuery, id: string) {
  const cards = required(data.safarisJson, "content/safaris.json").safaris
  const card = cards.find((each) => each.id === id)
  if (!card) throw new Error(`Missing content: no safari card with id "${id}" in content/safaris.json`)
  return { card, page: data.safariPage, others: cards.filter((each) => each.id !== id) }
}

/** A safari's own page, at its card's detail path (/safaris/111 to /safaris/444). */
export default function SafariPage({ data, pageContext }: PageProps<Queries.SafariPageQuery, Context>) {
  const { card, page, others } = safariOf(data, pageContext.safari)
  return <SafariPageContent card={card} page={page} others={others} />
}

export const Head = ({ data, location, pageContext }: HeadProps<Queries.SafariPageQuery, Context>) => {
  const { card, page } = safariOf(data, pageContext.safari)
  const { siteUrl } = useSiteDetails()
  const image = shareImage(page.banner)
  return (
    <Seo title={card.title} description={page.description} pathname={location.pathname} image={image}>
      <JsonLd
        data={touristTrip({
          name: card.title,
          description: page.description,
          url: `${siteUrl}${safariDetailPath(card.id)}`,
          image: image ? `${siteUrl}${image.src}` : undefined,
          siteUrl,
          offerUrl: `${siteUrl}${tripLinkFor(card.id)}`,
          priceFrom: page.priceFrom,
          priceNote: page.priceNote,
          days: page.itinerary,
        })}
      />
    </Seo>
  )
}

export const query = graphql`
  query SafariPage($safari: String!) {
    safarisJson {
      safaris {
        ...SafariCardContent
      }
    }
    safariPage(safari: $safari) {
      description
      banner {
        ...BannerPhoto
        ...SharePhoto
      }
      introduction
      suits
      groupSize
      pace
      fitness
      itinerary {
        ...SafariDayContent
      }
      bestMonths
      calendar {
        ...SafariMonthContent
      }
      included
      notIncluded
      priceFrom
      priceNote
      photos {
        ...SafariPhotoContent
      }
    }
  }
`
