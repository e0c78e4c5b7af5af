import type { H, Preview } from "../decap"
import { bandOf, dataOf, note, photoUrl, scoped, section, type Json } from "./parts"

// The home page's sections: the safari cards, the FAQs (also on /faqs) and the testimonials.

// On mist, as on the home page.
export const faqs =
  (h: H): Preview =>
  (props) =>
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
            h(
              "li",
              { className: "item" },
              h(
                "h3",
                { className: "question" },
                h("span", { className: "button" }, faq.question, h("span", { className: "sign", "aria-hidden": "true" }, "−"))
              ),
              h("div", { className: "answer" }, h("p", null, faq.answer))
            )
          )
        )
      )
    )

export const safaris =
  (h: H): Preview =>
  (props) =>
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
            h(
              "li",
              { className: "card" },
              h(
                "span",
                { className: "icon", title: `icon: ${card.icon}` },
                String(card.icon ?? "")
                  .slice(0, 1)
                  .toUpperCase()
              ),
              h("h3", { className: "title" }, card.title),
              h("p", { className: "info" }, card.info),
              h("span", { className: "more" }, "Read More")
            )
          )
        )
      )
    )

// On pine, as on the home page.
export const testimonials =
  (h: H): Preview =>
  (props) =>
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
              h("img", {
                className: "avatar",
                src: photoUrl(props, item.avatar?.image, ["testimonials", "avatar", "image"]),
                alt: item.avatar?.alt ?? "",
                width: 56,
                height: 56,
              }),
              h("span", null, h("span", { className: "name" }, item.name), h("span", { className: "job" }, item.job))
            )
          ),
          index === 0 ? note(h, "Visitors see one testimonial at a time.") : null
        )
      )
    )
