import * as React from "react"
import type { PreviewProps } from "../decap"
import { dataOf, listOf, previewPhoto, textOf, useContentFile, CARD_PHOTO, type Json } from "./entry"
import { PreviewNote } from "./preview-note"
import { SafariPageContent } from "../../../../src/components/safari/safari-page-content"
import { safariDetailPath } from "../../../../src/lib/safari-path"

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

/** The rest of a safari's file, as the template's query gives it to the page. */
function pageOf(props: PreviewProps, safari: Json) {
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
    photos: listOf(safari.photos).map((photo) => previewPhoto(props, photo, ["photos", "image"], CARD_PHOTO)),
  }
}

export function SafariPreview(props: PreviewProps) {
  const safari = dataOf(props)
  const saved = textOf(props.entry.get("slug"))
  const slug = saved || slugOfTitle(textOf(safari.title))
  const homeCards = listOf<string>(useContentFile(props, "content", "safari-cards")?.cards)
  return (
    <>
      <PreviewNote>
        {saved
          ? `This safari's page is at ${safariDetailPath(slug)}. The address stays the same if you change the title.`
          : `When you publish it, this safari's page will be at ${slug ? safariDetailPath(slug) : "an address made from its title"}; it stays there if the title changes later.`}
        {saved && homeCards.includes(saved)
          ? " It is one of the home page's safari cards (Sections, Safari cards on the home page): before deleting it, take it off the home page there."
          : ""}
      </PreviewNote>
      <SafariPageContent card={cardOf(slug, safari)} page={pageOf(props, safari)} others={[]} />
    </>
  )
}
