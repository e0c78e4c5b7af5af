import type { Cms, H, Preview } from "./decap"
import { banner, bandOf, dataOf, note, photoUrl, scoped, section, type Json } from "./preview-parts"

// One preview per content file: the part of the site the file fills, drawn with the site's own markup and
// stylesheets (src/components/*.module.css, src/styles/), so the editor sees the page as visitors will.

const pages = (h: H): Preview => (props) => {
  const page = dataOf(props)
  return h(
    "div",
    null,
    banner(h, page.heading ?? "", page.text ?? "", photoUrl(props, page.banner?.image, ["banner", "image"]), page.banner?.alt ?? ""),
    ...(page.sections ?? []).map((intro: Json) => section(h, intro.id, intro.title, intro.text, note(h, "The section's own content follows here on the page."))),
    scoped(h, "search", h("p", { className: "search-title" }, page.title), h("p", { className: "search-text" }, page.description)),
  )
}

const faqs = (h: H): Preview => (props) =>
  bandOf(
    h,
    "mist",
    "faqs",
    "FAQs",
    undefined,
    note(h, "Every answer is shown here; visitors open one question at a time."),
    scoped(
      h,
      "faq-list",
      h(
        "ul",
        { className: "list" },
        ...(dataOf(props).faqs ?? []).map((faq: Json) =>
          h("li", { className: "item" }, h("h3", { className: "question" }, h("span", { className: "button" }, faq.question, h("span", { className: "sign", "aria-hidden": "true" }, "−"))), h("div", { className: "answer" }, h("p", null, faq.answer))),
        ),
      ),
    ),
  )

const safaris = (h: H): Preview => (props) =>
  section(
    h,
    "safaris",
    "Our Safaris",
    undefined,
    scoped(
      h,
      "safari-cards",
      h(
        "ul",
        { className: "grid" },
        ...(dataOf(props).safaris ?? []).map((card: Json) =>
          h("li", { className: "card" }, h("span", { className: "icon", title: `icon: ${card.icon}` }, String(card.icon ?? "").slice(0, 1).toUpperCase()), h("h3", { className: "title" }, card.title), h("p", { className: "info" }, card.info), h("span", { className: "more" }, "Read More")),
        ),
      ),
    ),
  )

// On the home page, as there: the FAQs on mist, the testimonials on pine.
const testimonials = (h: H): Preview => (props) =>
  bandOf(
    h,
    "pine",
    "testimonials",
    "Testimonials",
    undefined,
    ...(dataOf(props).testimonials ?? []).map((item: Json, index: number) =>
      scoped(
        h,
        "testimonials",
        h(
          "figure",
          { className: "slide" },
          h("blockquote", { className: "quote" }, h("p", null, `“${item.quote ?? ""}”`)),
          h(
            "figcaption",
            { className: "person" },
            h("img", { className: "avatar", src: photoUrl(props, item.avatar?.image, ["testimonials", "avatar", "image"]), alt: item.avatar?.alt ?? "", width: 56, height: 56 }),
            h("span", null, h("span", { className: "name" }, item.name), h("span", { className: "job" }, item.job)),
          ),
        ),
        index === 0 ? note(h, "Visitors see one testimonial at a time.") : null,
      ),
    ),
  )

const photoSection = (h: H, scope: string, className: string, image: string, alt: string, ...text: unknown[]) =>
  scoped(h, scope, h("section", { className }, h("img", { className: "image fluid", src: image, alt }), h("div", { className: scope === "about-section" ? "text" : undefined }, ...text)))

const about = (h: H): Preview => (props) =>
  h(
    "div",
    { className: "page-body" },
    ...(dataOf(props).sections ?? []).map((item: Json) =>
      photoSection(h, "about-section", "section", photoUrl(props, item.photo?.image, ["sections", "photo", "image"]), item.photo?.alt ?? "", h("h2", { className: "title" }, item.title), ...(item.text ?? []).map((paragraph: string) => h("p", null, paragraph))),
    ),
  )

const safariOptions = (h: H): Preview => (props) =>
  h(
    "div",
    { className: "page-body" },
    ...(dataOf(props).sections ?? []).map((item: Json) =>
      photoSection(
        h,
        "safari-option",
        "option",
        photoUrl(props, item.photo?.image, ["sections", "photo", "image"]),
        item.photo?.alt ?? "",
        h("h2", { className: "title" }, item.title),
        h("p", null, item.intro),
        h("ul", { className: "activities" }, ...(item.activities ?? []).map((activity: string) => h("li", null, activity))),
        h("span", { className: "cta" }, "Plan Your Trip"),
      ),
    ),
  )

const credits = (h: H, list: ReadonlyArray<Json>) =>
  scoped(
    h,
    "photo-credits",
    h("ul", { className: "list" }, ...list.map((credit) => h("li", null, h("span", { className: "title" }, credit.title), ` by ${credit.author ?? ""}, licensed under `, h("a", { href: credit.licenceUrl }, credit.licence), "; from ", h("a", { href: credit.sourceUrl }, credit.source), "."))),
  )

const gallery = (h: H): Preview => (props) => {
  const images: Json[] = dataOf(props).images ?? []
  return h(
    "div",
    null,
    h("div", { className: "page-body" }, scoped(h, "gallery-grid", h("ul", { className: "grid" }, ...images.map((item) => h("li", { className: "cell" }, h("span", { className: "button" }, h("img", { className: "thumb fluid", src: photoUrl(props, item.image, ["images", "image"]), alt: item.alt }))))))),
    section(h, "photo-credits", "Photo credits", undefined, credits(h, images.map((item) => item.credit ?? {}))),
  )
}

const guides = (h: H): Preview => (props) => {
  const data = dataOf(props)
  const monogram = (name: string) => name.split(" ").map((part) => part[0] ?? "").join("")
  return section(
    h,
    "guides",
    "Our Local Guides",
    data.intro,
    scoped(h, "guide-list", h("ul", { className: "list" }, ...(data.guides ?? []).map((guide: Json) => h("li", { className: "guide" }, h("span", { className: "monogram", "aria-hidden": "true" }, monogram(guide.name ?? "")), h("h2", { className: "name" }, guide.name), h("p", { className: "role" }, guide.role), h("p", null, guide.bio))))),
  )
}

const creditsFile = (h: H): Preview => (props) => section(h, "photo-credits", "Photo credits", "The gallery's photographs are credited in the gallery itself.", credits(h, dataOf(props).credits ?? []))

/** Registers a preview for each collection and content file of the CMS configuration (build/cms/config.ts). */
export function registerPreviews(cms: Cms, h: H): void {
  const previews: Record<string, (h: H) => Preview> = { pages, faqs, safaris, testimonials, about, "safari-options": safariOptions, gallery, guides, credits: creditsFile }
  // Each in a main landmark, as on the site: the part of the page the file fills.
  for (const [name, preview] of Object.entries(previews)) {
    const draw = preview(h)
    cms.registerPreviewTemplate(name, (props) => h("main", null, draw(props)))
  }
}
