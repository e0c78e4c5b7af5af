import type { H, Preview } from "../decap"
import { banner, dataOf, note, photoUrl, scoped, section, type Json } from "./parts"

// Whole pages, or the part of one a file fills: a page's banner and intros, About, Safari options, Gallery, Guides.

export const pages =
  (h: H): Preview =>
  (props) => {
    const page = dataOf(props)
    return h(
      "div",
      null,
      banner(h, page.heading ?? "", page.text ?? "", photoUrl(props, page.banner?.image, ["banner", "image"]), page.banner?.alt ?? ""),
      ...(page.sections ?? []).map((intro: Json) =>
        section(h, intro.id, intro.title, intro.text, note(h, "The section's own content follows here on the page."))
      ),
      scoped(h, "search", h("p", { className: "search-title" }, page.title), h("p", { className: "search-text" }, page.description))
    )
  }

const photoSection = (h: H, scope: string, className: string, image: string, alt: string, ...text: unknown[]) =>
  scoped(
    h,
    scope,
    h(
      "section",
      { className },
      h("img", { className: "image fluid", src: image, alt }),
      h("div", { className: scope === "about-section" ? "text" : undefined }, ...text)
    )
  )

/** A file of sections, each with a photograph beside its text (About, Safari options), as the page lays them out. */
const photoSections =
  (scope: string, className: string, text: (h: H, item: Json) => unknown[]) =>
  (h: H): Preview =>
  (props) =>
    h(
      "div",
      { className: "page-body" },
      ...(dataOf(props).sections ?? []).map((item: Json) =>
        photoSection(
          h,
          scope,
          className,
          photoUrl(props, item.photo?.image, ["sections", "photo", "image"]),
          item.photo?.alt ?? "",
          h("h2", { className: "title" }, item.title),
          ...text(h, item)
        )
      )
    )

export const about = photoSections("about-section", "section", (h, item) => (item.text ?? []).map((paragraph: string) => h("p", null, paragraph)))

export const safariOptions = photoSections("safari-option", "option", (h, item) => [
  h("p", null, item.intro),
  h("ul", { className: "activities" }, ...(item.activities ?? []).map((activity: string) => h("li", null, activity))),
  h("span", { className: "cta" }, "Plan Your Trip"),
])

export const credits = (h: H, list: ReadonlyArray<Json>) =>
  scoped(
    h,
    "photo-credits",
    h(
      "ul",
      { className: "list" },
      ...list.map((credit) =>
        h(
          "li",
          null,
          h("span", { className: "title" }, credit.title),
          ` by ${credit.author ?? ""}, licensed under `,
          h("a", { href: credit.licenceUrl }, credit.licence),
          "; from ",
          h("a", { href: credit.sourceUrl }, credit.source),
          "."
        )
      )
    )
  )

export const gallery =
  (h: H): Preview =>
  (props) => {
    const images: Json[] = dataOf(props).images ?? []
    return h(
      "div",
      null,
      h(
        "div",
        { className: "page-body" },
        scoped(
          h,
          "gallery-grid",
          h(
            "ul",
            { className: "grid" },
            ...images.map((item) =>
              h(
                "li",
                { className: "cell" },
                h(
                  "span",
                  { className: "button" },
                  h("img", { className: "thumb fluid", src: photoUrl(props, item.image, ["images", "image"]), alt: item.alt })
                )
              )
            )
          )
        )
      ),
      section(
        h,
        "photo-credits",
        "Photo credits",
        undefined,
        credits(
          h,
          images.map((item) => item.credit ?? {})
        )
      )
    )
  }

export const guides =
  (h: H): Preview =>
  (props) => {
    const data = dataOf(props)
    const monogram = (name: string) =>
      name
        .split(" ")
        .map((part) => part[0] ?? "")
        .join("")
    return section(
      h,
      "guides",
      "Our Local Guides",
      data.intro,
      scoped(
        h,
        "guide-list",
        h(
          "ul",
          { className: "list" },
          ...(data.guides ?? []).map((guide: Json) =>
            h(
              "li",
              { className: "guide" },
              h("span", { className: "monogram", "aria-hidden": "true" }, monogram(guide.name ?? "")),
              h("h2", { className: "name" }, guide.name),
              h("p", { className: "role" }, guide.role),
              h("p", null, guide.bio)
            )
          )
        )
      )
    )
  }
