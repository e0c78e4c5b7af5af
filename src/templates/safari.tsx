import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Seo, shareImage } from "../components/seo"
import { JsonLd } from "../components/json-ld"
import { SafariPageContent } from "../components/safari/safari-page-content"
import { useSiteDetails } from "../hooks/use-site-details"
import { tripLinkFor } from "../lib/safari-links"
import { required } from "../lib/required"
import { touristTrip } from "../lib/structured-data"
import { nextDepartures } from "../lib/departures"

/** The safari by its slug, and the slugs of its latest posts of the sightings journal (createSafariPages). */
type Context = { slug: string; latestSightings: string[] }

/** A safari's own page, at /safaris/ and its file's name (/safaris/111 to /safaris/444 today). */
export default function SafariPage({ data }: PageProps<Queries.SafariPageQuery, Context>) {
  const { safari } = data
  const { site, siteUrl } = useSiteDetails()
  return (
    <SafariPageContent
      card={safari}
      page={safari}
      others={safari.otherSafaris}
      guests={safari.guests}
      sightings={data.latestSightings}
      words={required(data.safariPageJson, "content/safari-page.json")}
      contact={{ email: site.email, phone: site.phone, address: `${siteUrl}${safari.path}` }}
    />
  )
}

export const Head = ({ data, location }: HeadProps<Queries.SafariPageQuery, Context>) => {
  const { safari } = data
  const { siteUrl } = useSiteDetails()
  const image = shareImage(safari.banner)
  return (
    <Seo title={safari.title} description={safari.description} pathname={location.pathname} image={image}>
      <JsonLd
        data={touristTrip({
          name: safari.title,
          description: safari.description,
          url: `${siteUrl}${safari.path}`,
          image: image ? `${siteUrl}${image.src}` : undefined,
          siteUrl,
          offerUrl: `${siteUrl}${tripLinkFor(safari.slug)}`,
          priceFrom: safari.priceFrom,
          priceNote: safari.priceNote,
          days: safari.itinerary,
          // The departures the page lists, each an offer.
          departures: nextDepartures(safari.upcomingDepartures).map((departure) => ({
            ...departure,
            offerUrl: `${siteUrl}${tripLinkFor(safari.slug, undefined, departure.start)}`,
          })),
        })}
      />
    </Seo>
  )
}

export const query = graphql`
  query SafariPage($slug: String!, $latestSightings: [String!]!) {
    safari(slug: $slug) {
      ...SafariCardContent
      path
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
      upcomingDepartures {
        id
        start
        end
        status
        placesLeft
        price
        note
      }
      photos {
        ...SafariPhotoContent
      }
      otherSafaris {
        ...SafariCardContent
      }
      guests {
        ...TestimonialsContent
      }
    }
    latestSightings: sightings(slugs: $latestSightings) {
      ...LatestSighting
    }
    safariPageJson {
      ...SafariPageWords
    }
  }
`
