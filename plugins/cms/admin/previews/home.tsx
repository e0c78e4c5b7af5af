import * as React from "react"
import type { PreviewProps } from "../decap"
import { dataOf, listOf, testimonialOf, textOf, useContentFile, type Json } from "./entry"
import { PreviewNote } from "./preview-note"
import { cardOf } from "./safaris"
import { Section } from "../../../../src/components/section"
import { SafariCards } from "../../../../src/components/safari-cards"
import { FaqList } from "../../../../src/components/faq-list"
import { Testimonials } from "../../../../src/components/testimonials"

// The home page's sections (src/pages/index.tsx): the safari cards, the FAQs (also on /faqs) and the testimonials,
// each under its intro from the home page's file.

type HomeSectionProps = { props: PreviewProps; id: string; tone?: "mist" | "pine"; children: React.ReactNode }

/** A band of the home page, titled by its intro in the home page's file, once that is read. */
function HomeSection({ props, id, tone, children }: HomeSectionProps) {
  const home = useContentFile(props, "pages", "home")
  if (!home) return null
  const intro: Json | undefined = listOf(home.sections).find((section) => section.id === id)
  return (
    <Section id={id} title={textOf(intro?.title)} text={textOf(intro?.text)} tone={tone}>
      {children}
    </Section>
  )
}

/** Safaris' files, by slug, read as they are saved (those that cannot be read are left out). */
export function useSafariFiles(props: PreviewProps, slugs: ReadonlyArray<string>): Array<readonly [string, Json]> {
  const [safaris, setSafaris] = React.useState<ReadonlyMap<string, Json>>(new Map())
  const { getCollection } = props
  const key = slugs.join(" ")
  React.useEffect(() => {
    let current = true
    Promise.all(
      key
        .split(" ")
        .filter(Boolean)
        .map((slug) =>
          getCollection("safaris", slug)
            .then((entry) => [slug, (entry.get("data") ?? {}) as Json] as const)
            .catch(() => [slug, undefined] as const)
        )
    ).then((read) => {
      if (current) setSafaris(new Map(read.filter((pair): pair is readonly [string, Json] => pair[1] !== undefined)))
    })
    return () => {
      current = false
    }
  }, [getCollection, key])
  return slugs.flatMap((slug) => {
    const safari = safaris.get(slug)
    return safari ? [[slug, safari] as const] : []
  })
}

/** The safaris the home page shows as cards, read from their files as they are saved. */
const useSafariCards = (props: PreviewProps, slugs: ReadonlyArray<string>) =>
  useSafariFiles(props, slugs).map(([slug, safari]) => cardOf(slug, safari))

export function SafariCardsPreview(props: PreviewProps) {
  const cards = useSafariCards(props, listOf<string>(dataOf(props).cards).map(textOf))
  return (
    <HomeSection props={props} id="safaris">
      <SafariCards cards={cards} />
    </HomeSection>
  )
}

export function FaqsPreview(props: PreviewProps) {
  const faqs = listOf(dataOf(props).faqs).map((faq) => ({ id: textOf(faq.id), question: textOf(faq.question), answer: textOf(faq.answer) }))
  return (
    <HomeSection props={props} id="faqs" tone="mist">
      <PreviewNote>
        Every question is here, as the FAQs page lists them, each answer open; on the site, each opens when a visitor selects its question. The home
        page shows the questions ticked &quot;Show on the home page&quot;.
      </PreviewNote>
      <FaqList faqs={faqs} initiallyOpen />
    </HomeSection>
  )
}

export function TestimonialsPreview(props: PreviewProps) {
  // The home page shows the ticked ones alone.
  const testimonials = listOf(dataOf(props).testimonials)
    .filter((item) => item.showOnHome === true)
    .map((item) => testimonialOf(props, item))
  return (
    <HomeSection props={props} id="testimonials" tone="pine">
      <PreviewNote>
        The home page shows the testimonials ticked &quot;Show on the home page&quot;, one at a time: Previous and Next show the others. With none
        ticked, it leaves its testimonials out. A testimonial that names a safari is also on that safari&apos;s page, ticked or not.
      </PreviewNote>
      <Testimonials testimonials={testimonials} />
    </HomeSection>
  )
}
