/** @jest-environment node */
// Rendered as Gatsby prerenders pages, with no DOM: the answers must be in the HTML before any script runs.
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { FaqList } from "../../../src/components/faq-list"
import faqsJson from "../../../content/faqs.json"

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;")

describe("FaqList in the prerendered HTML", () => {
  it("contains every question in a heading and every answer, hidden until expanded", () => {
    const html = renderToStaticMarkup(<FaqList faqs={faqsJson.faqs} headingLevel="h2" />)
    for (const faq of faqsJson.faqs) {
      expect(html).toContain(escape(faq.question))
      expect(html).toContain(escape(faq.answer))
    }
    expect(html.match(/<h2/g)).toHaveLength(faqsJson.faqs.length)
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(faqsJson.faqs.length)
    expect(html.match(/ hidden=""/g)).toHaveLength(faqsJson.faqs.length)
  })
})
