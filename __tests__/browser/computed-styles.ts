import type { Page } from "@playwright/test"

/** The properties a stylesheet sets that a visitor sees, whatever the state of the page's scripts or photos. */
const properties = [
  "display",
  "position",
  "float",
  "box-sizing",
  "color",
  "background-color",
  "background-image",
  "opacity",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "text-align",
  "text-transform",
  "text-decoration-line",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border-top-width",
  "border-top-style",
  "border-top-color",
  "border-left-width",
  "border-radius",
  "box-shadow",
  "min-width",
  "max-width",
  "min-height",
  "flex-direction",
  "flex-wrap",
  "justify-content",
  "align-items",
  "gap",
  "grid-template-columns",
  "list-style-type",
  "cursor",
  "overflow-x",
  "z-index",
] as const

/**
 * The computed style of every element of the page's main content and footer, as "tag.class: property value …"
 * lines: two renderings that style their elements alike give the same list.
 */
export async function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(
    (names) => {
      const elements = Array.from(document.querySelectorAll("main *, footer *"))
      return elements.map((element) => {
        const style = getComputedStyle(element)
        const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join(".")}`
        return `${name}: ${names.map((property) => style.getPropertyValue(property)).join(" | ")}`
      })
    },
    [...properties]
  )
}
