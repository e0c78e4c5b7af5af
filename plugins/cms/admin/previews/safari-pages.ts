import type { H, Preview } from "../decap"
import { credits } from "./pages"
import { bandOf, banner, dataOf, note, photoUrl, scoped, type Json } from "./parts"

// Each safari's page as /safaris/111 to /safaris/444 lay it out (src/templates/safari.tsx and
// src/components/safari/): the banner, the introduction and facts, the guide price, the days, the month-by-month
// table, what is included and the photographs with their credits.

const pounds = (amount: unknown) => (typeof amount === "number" ? `£${amount.toLocaleString("en-GB")}` : "£…")
const strings = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [])

function safariPage(h: H, props: Parameters<Preview>[0], page: Json) {
  const at = (names: string[]) => ["pages", ...names]
  const band = (tone: "plain" | "mist", id: string, title: string, text: string | undefined, ...children: unknown[]) =>
    bandOf(h, tone, id, title, text, scoped(h, "safari", ...children))
  return h(
    "article",
    { key: page.safari },
    banner(
      h,
      `Safari ${page.safari ?? ""}`,
      "The title and summary are the safari card's (Sections, Safari cards).",
      photoUrl(props, page.banner?.image, at(["banner", "image"])),
      page.banner?.alt ?? ""
    ),
    band(
      "plain",
      `overview-${page.safari}`,
      "About this safari",
      undefined,
      ...strings(page.introduction).map((paragraph) => h("p", null, paragraph)),
      h(
        "dl",
        { className: "facts" },
        ...[
          ["Who it suits", page.suits],
          ["Group size", page.groupSize],
          ["Pace", page.pace],
          ["Fitness", page.fitness],
        ].map(([term, detail]) => h("div", null, h("dt", null, term), h("dd", null, detail)))
      ),
      h(
        "div",
        { className: "price" },
        h("p", null, "Guide price ", h("strong", { className: "amount" }, `from ${pounds(page.priceFrom)} per person`), ` ${page.priceNote ?? ""}.`)
      )
    ),
    band(
      "mist",
      `itinerary-${page.safari}`,
      "Sample itinerary",
      undefined,
      h(
        "ol",
        { className: "days" },
        ...(page.itinerary ?? []).map((day: Json, index: number) =>
          h(
            "li",
            { className: "day" },
            h("h3", null, `Day ${index + 1}: ${day.title ?? ""}`),
            h("p", { className: "places" }, day.places),
            h("p", null, day.activities),
            h("p", null, h("strong", null, "What you may see:"), ` ${day.wildlife ?? ""}`)
          )
        )
      )
    ),
    band(
      "plain",
      `when-${page.safari}`,
      "When to go",
      `Best months: ${page.bestMonths ?? ""}`,
      h(
        "table",
        { className: "calendar" },
        h(
          "tbody",
          null,
          ...(page.calendar ?? []).map((month: Json) => h("tr", null, h("th", { scope: "row" }, month.month), h("td", null, month.highlights)))
        )
      )
    ),
    band(
      "mist",
      `included-${page.safari}`,
      "What is included",
      undefined,
      h(
        "div",
        { className: "columns" },
        ...[
          ["Included", page.included, "yes"],
          ["Not included", page.notIncluded, "no"],
        ].map(([heading, items, kind]) =>
          h("div", null, h("h3", null, heading), h("ul", { className: `inclusions ${kind}` }, ...strings(items).map((item) => h("li", null, item))))
        )
      )
    ),
    band(
      "plain",
      `photos-${page.safari}`,
      "Photographs",
      undefined,
      h(
        "div",
        { className: "photos" },
        ...(page.photos ?? []).map((photo: Json) =>
          h(
            "figure",
            { className: "photo" },
            h("img", { className: "image fluid", src: photoUrl(props, photo.image, at(["photos", "image"])), alt: photo.alt ?? "" })
          )
        )
      ),
      credits(
        h,
        (page.photos ?? []).map((photo: Json) => photo.credit ?? {})
      )
    )
  )
}

export const safariPages =
  (h: H): Preview =>
  (props) =>
    h(
      "div",
      null,
      note(h, "The four safari pages, one after the other, as /safaris/111 to /safaris/444 show them."),
      ...(dataOf(props).pages ?? []).map((page: Json) => safariPage(h, props, page))
    )
