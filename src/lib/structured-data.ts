// schema.org JSON-LD for search engines: plain objects built from content, rendered by <JsonLd>.
import { addDays } from "./departures"

const context = "https://schema.org"

export type Business = {
  name: string
  description: string
  url: string
  logo: string
  image: string
  email: string
  telephone: string
  address: string
  socialUrls: readonly string[]
}

/** The business itself, on its home page; other pages name it by its @id. Empty social links (profiles not yet live) are left out. */
export function travelAgency(business: Business) {
  return {
    "@context": context,
    "@type": "TravelAgency",
    "@id": `${business.url}/#business`,
    name: business.name,
    description: business.description,
    url: business.url,
    logo: business.logo,
    image: business.image,
    email: business.email,
    telephone: business.telephone,
    address: business.address,
    // Every safari runs in Scotland; the tagline and every page say so.
    areaServed: { "@type": "AdministrativeArea", name: "Scotland" },
    sameAs: business.socialUrls.filter((url) => url.trim() !== ""),
  }
}

export type Question = { question: string; answer: string }

/** The FAQ page's questions and answers, so they can show as rich results. */
export function faqPage(questions: readonly Question[]) {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  }
}

export type Crumb = { name: string; url: string }

/** The trail from the home page to the current page. */
export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

export type Trip = {
  name: string
  description: string
  url: string
  image?: string
  /** The site's address: the provider is the TravelAgency the home page describes (its @id). */
  siteUrl: string
  /** Where the enquiry for this trip starts. */
  offerUrl: string
  priceFrom: number
  priceNote: string
  days: ReadonlyArray<{ title: string; places: string; activities: string }>
  /** Its group departures still to come, each with the address of its own enquiry. */
  departures?: ReadonlyArray<TripDeparture>
}

export type TripDeparture = {
  start: string
  end: string
  status: string
  price?: number | null
  offerUrl: string
}

const availability: Record<string, string> = {
  available: "InStock",
  guaranteed: "InStock",
  "few-left": "LimitedAvailability",
  "waiting-list": "SoldOut",
}

/**
 * A group departure as an offer of the trip on its dates (the trip offered: departureTime and arrivalTime): its price,
 * its places as availability, offered until the day before it leaves. Not an Event: Google's event guidelines keep
 * trip packages out of event results.
 */
function departureOffer(trip: Trip, departure: TripDeparture) {
  return {
    "@type": "Offer",
    url: departure.offerUrl,
    priceCurrency: "GBP",
    price: departure.price ?? trip.priceFrom,
    availability: `https://schema.org/${availability[departure.status] ?? "InStock"}`,
    validThrough: addDays(departure.start, -1),
    itemOffered: { "@type": "TouristTrip", departureTime: departure.start, arrivalTime: departure.end },
  }
}

/**
 * A safari as a schema.org TouristTrip: its days as the itinerary, its guide price as an offer in pounds sterling, and
 * each group departure as an offer of its own.
 */
export function touristTrip(trip: Trip) {
  return {
    "@context": context,
    "@type": "TouristTrip",
    name: trip.name,
    description: trip.description,
    url: trip.url,
    ...(trip.image ? { image: trip.image } : {}),
    provider: { "@id": `${trip.siteUrl}/#business` },
    itinerary: {
      "@type": "ItemList",
      numberOfItems: trip.days.length,
      itemListElement: trip.days.map((day, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: { "@type": "TouristDestination", name: `Day ${index + 1}: ${day.title}`, description: `${day.places}. ${day.activities}` },
      })),
    },
    offers: [
      {
        "@type": "Offer",
        url: trip.offerUrl,
        priceCurrency: "GBP",
        price: trip.priceFrom,
        description: `From £${trip.priceFrom} ${trip.priceNote}`,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          priceCurrency: "GBP",
          minPrice: trip.priceFrom,
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "person" },
        },
      },
      ...(trip.departures ?? []).map((departure) => departureOffer(trip, departure)),
    ],
  }
}

export type Post = {
  headline: string
  /** The day of the sighting: 2026-10-14. */
  date: string
  url: string
  images: readonly string[]
  description: string
  /** The business's address: the post's author and publisher is the business (travelAgency's @id). */
  businessUrl: string
  businessName: string
  about: readonly string[]
  place: string
}

/** A journal post as an article with its date and author (Google's "Article" structured data). */
export function blogPosting(post: Post) {
  const business = { "@type": "Organization", "@id": `${post.businessUrl}/#business`, name: post.businessName, url: post.businessUrl }
  return {
    "@context": context,
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description,
    datePublished: post.date,
    url: post.url,
    mainEntityOfPage: post.url,
    image: post.images,
    author: business,
    publisher: business,
    about: post.about.map((name) => ({ "@type": "Thing", name })),
    contentLocation: { "@type": "Place", name: post.place },
  }
}
