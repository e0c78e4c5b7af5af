import * as React from "react"
import { graphql, Link } from "gatsby"
import { PageHeader, bannerProps } from "../page-header"
import { Section } from "../section"
// In this order, the shared stylesheets come in the order /safaris has them too (photographs, the links to safaris,
// then the buttons), which the one shared stylesheet must follow.
import { SafariPhotos } from "./safari-photos"
import { SafariLinks } from "./safari-links"
import { SafariFacts } from "./safari-facts"
import { SafariPrice } from "./safari-price"
import { SafariItinerary } from "./safari-itinerary"
import { SafariCalendar } from "./safari-calendar"
import { SafariDepartures } from "./safari-departures"
import { SafariInclusions } from "./safari-inclusions"
import { SafariGuests } from "./safari-guests"
import { SafariSightings } from "./safari-sightings"
import { PrintTripNotes, TripNotesContact } from "./trip-notes"
import type { Departure } from "../../lib/departures"
import * as styles from "./safari.module.css"

type SafariPageEntry = Omit<
  Queries.SafariPageQuery["safari"],
  keyof Queries.SafariCardContentFragment | "path" | "description" | "banner" | "otherSafaris" | "guests" | "upcomingDepartures"
> & {
  readonly banner: Queries.BannerPhotoFragment
  /** The group departures still to come on the build's day (or, in the editing screen's preview, on today). */
  readonly upcomingDepartures: ReadonlyArray<Departure>
}

type SafariPageContentProps = {
  /** The safari's card: its title and summary head the page. */
  card: Queries.SafariCardContentFragment
  /** The rest of the safari's file. */
  page: SafariPageEntry
  /** A few other safaris, linked at the foot of the page with a link to them all. */
  others: ReadonlyArray<Queries.SafariCardContentFragment>
  /** The testimonials that name this safari. */
  guests: ReadonlyArray<Queries.TestimonialsContentFragment>
  /** The sightings journal's latest posts seen on this safari. */
  sightings: ReadonlyArray<Queries.LatestSightingFragment>
  /** The words every safari's page shares (content/safari-page.json). */
  words: Queries.SafariPageWordsFragment
  /** The business's e-mail and phone, and this page's full address, for the printed trip notes. */
  contact: { email: string; phone: string; address: string }
}

/**
 * A safari's own page, from its banner to the links to the other safaris (the template's, and the editing screen's
 * preview); printed, its trip notes (the print rules of safari.module.css, under `notes`).
 */
export function SafariPageContent({ card, page, others, guests, sightings, words, contact }: SafariPageContentProps) {
  const price = { slug: card.slug, title: card.title, priceFrom: page.priceFrom, priceNote: page.priceNote }
  return (
    <div className={styles.notes}>
      <PageHeader title={card.title} text={card.info} {...bannerProps(page.banner)} />
      <Section id="overview" title="About this safari">
        <div className={styles.intro}>
          <div>
            {page.introduction.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <SafariFacts
              facts={[
                { term: "Who it suits", detail: page.suits },
                { term: "Group size", detail: page.groupSize },
                { term: "Pace", detail: page.pace },
                { term: "Fitness", detail: page.fitness },
              ]}
            />
          </div>
          <div>
            <SafariPrice {...price} />
            <PrintTripNotes words={words.tripNotes} />
          </div>
        </div>
      </Section>
      <Section id="itinerary" title="Sample itinerary" tone="mist">
        <SafariItinerary days={page.itinerary} />
      </Section>
      <Section id="when-to-go" title="When to go" text={`Best months: ${page.bestMonths}`}>
        <SafariCalendar title={card.title} months={page.calendar} />
      </Section>
      <SafariDepartures slug={card.slug} guidePrice={page.priceFrom} departures={page.upcomingDepartures} />
      <Section id="included" title="What is included">
        <SafariInclusions included={page.included} notIncluded={page.notIncluded} />
      </Section>
      <Section id="photographs" title="Photographs" tone="mist">
        <SafariPhotos photos={page.photos} />
      </Section>
      <SafariGuests intro={words.guests} guests={guests} />
      <SafariSightings posts={sightings} />
      <Section
        id="plan"
        title="Plan this safari"
        tone="pine"
        text="Tell us your dates and your group, and we will reply within one working day with a tailor-made plan and quote."
      >
        <SafariPrice {...price} />
        <TripNotesContact words={words.tripNotes} {...contact} />
      </Section>
      {others.length > 0 && (
        // Taller than a band's reserved height on a phone (three cards one under another): laid out with the page.
        <Section id="other-safaris" title="Our other safaris" growsWithContent>
          <SafariLinks cards={others} />
          <p className={styles.allSafaris}>
            <Link to="/safaris">See all our safaris</Link>
          </p>
        </Section>
      )}
    </div>
  )
}

export const query = graphql`
  fragment SafariPageWords on SafariPageJson {
    guests {
      ...SafariGuestsIntroContent
    }
    tripNotes {
      ...TripNotesWordsContent
    }
  }
`
