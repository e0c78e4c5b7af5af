import * as React from "react"
import type { PreviewProps } from "../decap"
import { dataOf, listOf, previewPhoto, textOf, useContentFile, CARD_PHOTO, type Json } from "./entry"
import { PreviewNote } from "./preview-note"
import { SafariPageContent } from "../../../../src/components/safari/safari-page-content"

// Each safari's page as /safaris/111 to /safaris/444 lay it out (src/components/safari/safari-page-content.tsx), one at a
// time: the card's title and summary, from the safari cards' file, head it.

const cardOf = (card: Json) => ({ id: textOf(card.id), icon: textOf(card.icon), title: textOf(card.title), info: textOf(card.info) })

/** A safari page's entry, as the template's query gives it to the page. */
function safariPage(props: PreviewProps, page: Json) {
  const at = (...names: string[]) => ["pages", ...names]
  return {
    banner: previewPhoto(props, page.banner, at("banner", "image")),
    introduction: listOf<string>(page.introduction).map(textOf),
    suits: textOf(page.suits),
    groupSize: textOf(page.groupSize),
    pace: textOf(page.pace),
    fitness: textOf(page.fitness),
    itinerary: listOf(page.itinerary).map((day) => ({
      title: textOf(day.title),
      places: textOf(day.places),
      activities: textOf(day.activities),
      wildlife: textOf(day.wildlife),
    })),
    bestMonths: textOf(page.bestMonths),
    calendar: listOf(page.calendar).map((month) => ({ month: textOf(month.month), highlights: textOf(month.highlights) })),
    included: listOf<string>(page.included).map(textOf),
    notIncluded: listOf<string>(page.notIncluded).map(textOf),
    priceFrom: typeof page.priceFrom === "number" ? page.priceFrom : 0,
    priceNote: textOf(page.priceNote),
    photos: listOf(page.photos).map((photo) => previewPhoto(props, photo, at("photos", "image"), CARD_PHOTO)),
  }
}

export function SafariPagesPreview(props: PreviewProps) {
  const [shown, setShown] = React.useState(0)
  const cards = listOf(useContentFile(props, "content", "safaris")?.safaris).map(cardOf)
  const pages = listOf(dataOf(props).pages)
  const page = pages[Math.min(shown, pages.length - 1)]
  const card = cards.find((each) => each.id === page?.safari)
  if (!page || !card) return null
  return (
    <>
      <PreviewNote>
        The page of{" "}
        <select aria-label="Safari shown" value={shown} onChange={(event) => setShown(Number(event.target.value))}>
          {pages.map((each, index) => (
            <option key={textOf(each.safari)} value={index}>
              {cards.find((other) => other.id === each.safari)?.title ?? textOf(each.safari)}
            </option>
          ))}
        </select>
        as visitors see it at its own address. Its title and summary are the safari card&apos;s (Sections, Safari cards).
      </PreviewNote>
      <SafariPageContent card={card} page={safariPage(props, page)} others={cards.filter((each) => each !== card)} />
    </>
  )
}
