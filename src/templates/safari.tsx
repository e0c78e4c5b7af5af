import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, bannerProps } from "../components/page-header"
import { Section } from "../components/section"
import { Seo, shareImage } from "../components/seo"
import { JsonLd } from "../components/json-ld"
// In this order, the shared stylesheets come in the order /safaris has them too (photographs, the links to safaris,
// then the buttons), which the one shared stylesheet must follow.
import { SafariPhotos } from "../components/safari/safari-photos"
import { SafariLinks } from "../components/safari/safari-links"
import { SafariFacts } from "../components/safari/safari-facts"
import { SafariPrice } from "../components/safari/safari-price"
import { SafariItinerary } from "../components/safari/safari-itinerary"
import { SafariCalendar } from "../components/safari/safari-calendar"
import { SafariInclusions } from "../components/safari/safari-inclusions"
import { useSiteDetails } from "../hooks/use-site-details"
import { required } from "../lib/required"
import { tripLinkFor } from "../lib/safari-links"
import { touristTrip } from "../lib/structured-data"
import * as styles from "../components/safari/safari.module.css"
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
  const price = { safariId: card.id, title: card.title, priceFrom: page.priceFrom, priceNote: page.priceNote }
  return (
    <>
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
          <SafariPrice {...price} />
        </div>
      </Section>
      <Section id="itinerary" title="Sample itinerary" tone="mist">
        <SafariItinerary days={page.itinerary} />
      </Section>
      <Section id="when-to-go" title="When to go" text={`Best months: ${page.bestMonths}`}>
        <SafariCalendar title={card.title} months={page.calendar} />
      </Section>
      <Section id="included" title="What is included" tone="mist">
        <SafariInclusions included={page.included} notIncluded={page.notIncluded} />
      </Section>
      <Section id="photographs" title="Photographs">
        <SafariPhotos photos={page.photos} />
      </Section>
      <Section
        id="plan"
        title="Plan this safari"
        tone="pine"
        text="Tell us your dates and your group, and we will reply within one working day with a tailor-made plan and quote."
      >
        <SafariPrice {...price} />
      </Section>
      <Section id="other-safaris" title="Our other safaris">
        <SafariLinks cards={others} />
      </Section>
    </>
  )
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
