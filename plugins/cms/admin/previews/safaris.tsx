import * as React from "react"
import type { PreviewProps } from "../decap"
import { dataOf, listOf, previewPhoto, testimonialOf, textOf, useContentFile, CARD_PHOTO, type Json } from "./entry"
import { PreviewNote } from "./preview-note"
import { SafariPageContent } from "../../../../src/components/safari/safari-page-content"
import { SafariGuests } from "../../../../src/components/safari/safari-guests"
import { PrintTripNotes } from "../../../../src/components/safari/trip-notes"
import { safariDetailPath } from "../../../../src/lib/safari-path"
import { isIsoDay, scotlandDay, upcomingDepartures, type DepartureEntry } from "../../../../src/lib/departures"

// The safari being edited, as its page lays it out (src/components/safari/safari-page-content.tsx), under a note
// giving its address and what on the site points at it.

/** The slug Decap makes of a new safari's title on its first save (config.ts: ascii, accents cleaned, dashes). */
export const slugOfTitle = (title: string) =>
  title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

/** The card of a safari's file: its slug, icon, title and summary. */
export const cardOf = (slug: string, safari: Json) => ({ slug, icon: textOf(safari.icon), title: textOf(safari.title), info: textOf(safari.info) })

const numberOrNull = (value: unknown) => (typeof value === "number" ? value : null)

/** The departures still to come today, as the build would list them (a half-written one, without its first day, left out). */
function departuresOf(slug: string, safari: Json) {
  const entries: DepartureEntry[] = listOf(safari.departures)
    .filter((departure) => isIsoDay(textOf(departure.start)))
    .map((departure) => ({
      start: textOf(departure.start),
      end: textOf(departure.end) || null,
      status: textOf(departure.status),
      placesLeft: numberOrNull(departure.placesLeft),
      price: numberOrNull(departure.price),
      note: textOf(departure.note) || null,
    }))
  return upcomingDepartures(slug, entries, listOf(safari.itinerary).length, scotlandDay(new Date()))
}

/** The rest of a safari's file, as the template's query gives it to the page. */
function pageOf(props: PreviewProps, safari: Json, slug: string) {
  return {
    banner: previewPhoto(props, safari.banner, ["banner", "image"]),
    introduction: listOf<string>(safari.introduction).map(textOf),
    suits: textOf(safari.suits),
    groupSize: textOf(safari.groupSize),
    pace: textOf(safari.pace),
    fitness: textOf(safari.fitness),
    itinerary: listOf(safari.itinerary).map((day) => ({
      title: textOf(day.title),
      places: textOf(day.places),
      activities: textOf(day.activities),
      wildlife: textOf(day.wildlife),
    })),
    bestMonths: textOf(safari.bestMonths),
    calendar: listOf(safari.calendar).map((month) => ({ month: textOf(month.month), highlights: textOf(month.highlights) })),
    included: listOf<string>(safari.included).map(textOf),
    notIncluded: listOf<string>(safari.notIncluded).map(textOf),
    priceFrom: typeof safari.priceFrom === "number" ? safari.priceFrom : 0,
    priceNote: textOf(safari.priceNote),
    upcomingDepartures: departuresOf(slug, safari),
    photos: listOf(safari.photos).map((photo) => previewPhoto(props, photo, ["photos", "image"], CARD_PHOTO)),
  }
}

/** The words every safari's page shares (content/safari-page.json), as the template's query gives them. */
const wordsOf = (shared: Json | undefined) => ({
  guests: { title: textOf(shared?.guests?.title), text: textOf(shared?.guests?.text) },
  tripNotes: {
    button: textOf(shared?.tripNotes?.button),
    hint: textOf(shared?.tripNotes?.hint),
    email: textOf(shared?.tripNotes?.email),
    phone: textOf(shared?.tripNotes?.phone),
    address: textOf(shared?.tripNotes?.address),
  },
})

/** "Eilidh Fraser's testimonial names", "The testimonials of Eilidh Fraser and Tom Reynolds name": who points at a safari. */
function testimonialsNaming(testimonials: ReadonlyArray<Json>): string {
  const names = testimonials.map((testimonial) => textOf(testimonial.name) || "a guest not named yet")
  if (names.length === 1) return `${names[0]}'s testimonial names`
  return `The testimonials of ${names.slice(0, -1).join(", ")} and ${names.at(-1)} name`
}

export function SafariPreview(props: PreviewProps) {
  const safari = dataOf(props)
  const saved = textOf(props.entry.get("slug"))
  const slug = saved || slugOfTitle(textOf(safari.title))
  const homeCards = listOf<string>(useContentFile(props, "content", "safari-cards")?.cards)
  const shared = useContentFile(props, "content", "safari-page")
  const site = useContentFile(props, "settings", "site")
  // A safari not yet published has no slug a testimonial could name.
  const naming = listOf(useContentFile(props, "content", "testimonials")?.testimonials).filter((testimonial) => saved && testimonial.safari === saved)
  const onHome = saved && homeCards.includes(saved)
  return (
    <>
      <PreviewNote>
        {saved
          ? `This safari's page is at ${safariDetailPath(slug)}. The address stays the same if you change the title.`
          : `When you publish it, this safari's page will be at ${slug ? safariDetailPath(slug) : "an address made from its title"}; it stays there if the title changes later.`}
        {onHome
          ? " It is one of the home page's safari cards (Sections, Safari cards on the home page): before deleting it, take it off the home page there."
          : ""}
        {naming.length > 0
          ? ` ${testimonialsNaming(naming)} it (Sections, Testimonials): before deleting it, give ${naming.length > 1 ? "each of them" : "that testimonial"} another safari there, or none.`
          : ""}
      </PreviewNote>
      <SafariPageContent
        card={cardOf(slug, safari)}
        page={pageOf(props, safari, slug)}
        others={[]}
        // Shown once the shared words are read, so the guests' section is never drawn without its heading.
        guests={shared ? naming.map((testimonial) => testimonialOf(props, testimonial)) : []}
        // The journal's posts are listed from the built site: the preview shows the way to the journal.
        sightings={[]}
        words={wordsOf(shared)}
        contact={{ email: textOf(site?.email), phone: textOf(site?.phone), address: safariDetailPath(slug) }}
      />
    </>
  )
}

/**
 * The words every safari's page shares, where a safari's page shows them: the guests' section (here with every
 * testimonial that names a safari) and the button of the trip notes.
 */
export function SafariPageWordsPreview(props: PreviewProps) {
  const words = wordsOf(dataOf(props))
  const named = listOf(useContentFile(props, "content", "testimonials")?.testimonials).filter((testimonial) => textOf(testimonial.safari))
  return (
    <>
      <PreviewNote>
        On a safari&apos;s page, the guests&apos; section shows the testimonials that name that safari (here, every one naming a safari), and leaves
        itself out when none does. The button prints the page as its trip notes; the lines before the e-mail address, the phone number and the
        page&apos;s address are on paper only, under &quot;Plan this safari&quot;.
      </PreviewNote>
      <div className="preview-band">
        <PrintTripNotes words={words.tripNotes} />
      </div>
      <SafariGuests intro={words.guests} guests={named.map((testimonial) => testimonialOf(props, testimonial))} />
    </>
  )
}
