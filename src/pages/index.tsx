import * as React from "react"
import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby"
import { Hero } from "../components/hero"
import { photoOf } from "../components/picture"
import { Section, sectionIntros } from "../components/section"
import { SafariCards } from "../components/safari-cards"
import { FaqList } from "../components/faq-list"
import { Testimonials } from "../components/testimonials"
import { LatestSightings } from "../components/journal/latest-sightings"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"

// Made from the poster photograph by tools/make-hero-video.sh; served as-is from static/video/.
const heroVideo = { webm: withPrefix("/video/hero-loch.webm"), mp4: withPrefix("/video/hero-loch.mp4") }

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { page } = data
  const { safaris, faqs, journal, testimonials } = sectionIntros(page.sections, "/")
  // The entries ticked for the home page; a section with none ticked is left out.
  const homeFaqs = required(data.faqsJson, "content/faqs.json").faqsOnHomePage
  const homeTestimonials = required(data.testimonialsJson, "content/testimonials.json").testimonialsOnHomePage
  return (
    <>
      <Hero heading={page.heading} text={page.text} poster={photoOf(page.banner.image)} posterAlt={page.banner.alt} video={heroVideo} />
      <Section id="safaris" title={safaris.title} text={safaris.text}>
        <SafariCards cards={required(data.safariCardsJson, "content/safari-cards.json").safaris} />
      </Section>
      {homeFaqs.length > 0 && (
        <Section id="faqs" title={faqs.title} text={faqs.text} tone="mist">
          <FaqList faqs={homeFaqs} />
        </Section>
      )}
      <Section id="journal" title={journal.title} text={journal.text}>
        <LatestSightings posts={data.latestSightings} more="Read the sightings journal" />
      </Section>
      {homeTestimonials.length > 0 && (
        <Section id="testimonials" title={testimonials.title} text={testimonials.text} tone="pine">
          <Testimonials testimonials={homeTestimonials} />
        </Section>
      )}
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.HomePageQuery>) => <PageSeo page={data.page} pathname={location.pathname} />

export const query = graphql`
  query HomePage($path: String!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
      sections {
        ...SectionIntroContent
      }
    }
    safariCardsJson {
      safaris {
        ...SafariCardContent
      }
    }
    faqsJson {
      faqsOnHomePage {
        ...FaqItemContent
      }
    }
    latestSightings: journalPosts(limit: 3) {
      ...LatestSighting
    }
    testimonialsJson {
      testimonialsOnHomePage {
        ...TestimonialsContent
      }
    }
  }
`
