import * as React from "react"
import type { PreviewProps } from "../decap"
import { dataOf, listOf, textOf, useContentFile, type Json } from "./entry"
import { useSafariFiles } from "./home"
import { PreviewNote } from "./preview-note"
import { SafariFinder } from "../../../../src/components/finder/safari-finder"
import { safariDetailPath } from "../../../../src/lib/safari-path"

// The safari finder of /safaris (src/components/finder/), in the editor's words, over the safaris the home page shows.

const WORDS = [
  "choicesLabel",
  "monthLabel",
  "anyMonth",
  "kindLabel",
  "anyKind",
  "lengthLabel",
  "anyLength",
  "shortLength",
  "longLength",
  "budgetLabel",
  "anyBudget",
  "showingAll",
  "showingSome",
  "noMatch",
  "noMatchText",
  "enquiryLink",
  "days",
  "price",
  "months",
  "monthRange",
  "allYear",
  "noMonths",
  "planLink",
] as const

/** A safari's file as the finder's query gives it. */
const finderSafariOf = (slug: string, safari: Json) => ({
  slug,
  path: safariDetailPath(slug),
  icon: textOf(safari.icon),
  title: textOf(safari.title),
  kind: textOf(safari.kind),
  priceFrom: typeof safari.priceFrom === "number" ? safari.priceFrom : 0,
  days: listOf(safari.itinerary).length,
  calendar: listOf(safari.calendar).map((month) => ({ runs: month.runs === true })),
})

export function SafariFinderPreview(props: PreviewProps) {
  const data = dataOf(props)
  const words = Object.fromEntries(WORDS.map((name) => [name, textOf(data[name])])) as Record<(typeof WORDS)[number], string>
  const page = useContentFile(props, "pages", "safaris")
  const cards = useContentFile(props, "content", "safari-cards")
  const safaris = useSafariFiles(props, listOf<string>(cards?.cards).map(textOf)).map(([slug, safari]) => finderSafariOf(slug, safari))
  const intro = listOf(page?.sections).find((section) => section.id === "finder")
  return (
    <>
      <PreviewNote>
        The safaris here are those the home page shows; the Safaris page lists every safari. Choose a month or a kind to see the count and, when no
        safari fits, the note with its links.
      </PreviewNote>
      <SafariFinder
        safaris={safaris}
        words={words}
        intro={{ id: "finder", title: textOf(intro?.title), text: textOf(intro?.text) }}
        initial={{}}
        inAddress={false}
      />
    </>
  )
}
