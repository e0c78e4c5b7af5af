import type { H, Preview } from "../decap"
import { dataOf, scoped, section, type Json } from "./parts"
import { chatLink } from "../../../../src/lib/chat-link"

// The site's details, its menu and its footer links.

export const site =
  (h: H): Preview =>
  (props) => {
    const data = dataOf(props)
    const links = [
      ["E-mail us", data.email, `mailto:${data.email ?? ""}`],
      ["Send us a direct message", "on Instagram", data.directMessageUrl],
      ["Chat with us", `on WhatsApp, ${data.phone ?? ""}`, chatLink(String(data.phone ?? ""))],
    ]
    return h(
      "div",
      null,
      section(h, "details", data.name ?? "", data.tagline, h("p", null, data.description), h("p", null, data.address)),
      section(
        h,
        "links",
        "Contact page",
        undefined,
        scoped(
          h,
          "contact-links",
          h(
            "ul",
            { className: "list" },
            ...links.map(([label, detail, href]) =>
              h("li", null, h("a", { className: "link", href }, h("span", { className: "label" }, label), h("span", { className: "detail" }, detail)))
            )
          )
        )
      ),
      section(
        h,
        "social",
        "Footer",
        undefined,
        h(
          "ul",
          null,
          ...(data.social ?? []).map((item: Json) => h("li", null, item.url ? h("a", { href: item.url }, item.label) : `${item.label} (no link yet)`))
        ),
        h("p", null, h("a", { href: data.credit?.url }, data.credit?.label))
      )
    )
  }

export const navigation =
  (h: H): Preview =>
  (props) => {
    const data = dataOf(props)
    const links = (items: ReadonlyArray<Json> = []) =>
      h("ul", null, ...items.map((link) => h("li", null, h("a", { href: link.path }, link.name), ` (${link.path})`)))
    return h(
      "div",
      null,
      section(h, "menu", "Main menu", undefined, links(data.main)),
      section(
        h,
        "footer",
        "Footer",
        undefined,
        ...(data.footer ?? []).map((group: Json) => h("div", null, h("h3", null, group.title), links(group.links)))
      )
    )
  }
