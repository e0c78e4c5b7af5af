import * as React from "react"
import { TextEncoder } from "util"
import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../../src/components/footer"
import { navigationJson, siteJson } from "../../fixtures/content"

// React's server renderer, as Gatsby prerenders the page; it needs TextEncoder, which jsdom lacks.
let renderToString: (element: React.ReactElement) => string
beforeAll(async () => {
  Object.assign(globalThis, { TextEncoder })
  ;({ renderToString } = await import("react-dom/server"))
})

describe("Footer", () => {
  const renderFooter = () => render(<Footer site={siteJson} groups={navigationJson.footer} builtOn="2026-11-27" />)
  // The year is Scotland's on the day the page is read.
  beforeEach(() => jest.useFakeTimers({ now: new Date("2031-06-01T12:00:00Z") }))
  afterEach(() => jest.useRealTimers())
  // The copyright line, read whole as a visitor reads it (the year is an element of its own).
  const copyright = () => screen.getByText((_, element) => element?.tagName === "P" && (element.textContent ?? "").startsWith("©")).textContent

  it("has the Insights, Pages and Get In Touch groups with the spec's links", () => {
    renderFooter()
    const groups = (name: string) =>
      within(screen.getByRole("navigation", { name }))
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")])
    expect(groups("Insights")).toEqual([
      ["FAQs", "/faqs"],
      ["Sightings", "/journal"],
    ])
    expect(groups("Pages")).toEqual([
      ["About", "/about"],
      ["Safaris", "/safaris"],
      ["Guides", "/guides"],
      ["Gallery", "/gallery"],
      ["Contact", "/contact"],
    ])
    expect(groups("Get In Touch")).toEqual([["Contact Us", "/contact"]])
  })

  it("shows the logo linking home, the copyright year and the developer credit", () => {
    renderFooter()
    expect(screen.getByRole("link", { name: siteJson.name })).toHaveAttribute("href", "/")
    expect(copyright()).toBe(`© 2031 ${siteJson.name}. All rights reserved.`)
    expect(screen.getByRole("link", { name: new RegExp(siteJson.credit.label) })).toHaveAttribute("href", siteJson.credit.url)
  })

  it("gives Scotland's year: at 00:30 on New Year's Day in Scotland, whatever the machine's time zone", () => {
    // 00:30 GMT on 1 January 2032 is still 31 December 2031 in New York and already 2032 in Scotland.
    jest.setSystemTime(new Date("2032-01-01T00:30:00Z"))
    renderFooter()
    expect(copyright()).toBe(`© 2032 ${siteJson.name}. All rights reserved.`)
  })

  it("prerenders the build's year, which the browser replaces with the visitor's once React runs", () => {
    expect(renderToString(<Footer site={siteJson} groups={navigationJson.footer} builtOn="2026-11-27" />)).toContain("2026")
    renderFooter()
    expect(copyright()).toBe(`© 2031 ${siteJson.name}. All rights reserved.`)
  })

  it("links the three social profiles in new tabs and shows the fourth without a dead link", () => {
    renderFooter()
    const social = screen.getByRole("list", { name: "Social media" })
    const links = within(social).getAllByRole("link")
    expect(links).toHaveLength(3)
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link.getAttribute("rel")).toContain("noopener")
      expect(link.getAttribute("href")).toMatch(/^https:\/\//)
    }
    const pending = siteJson.social.find((item) => item.url === "")
    expect(pending).toBeDefined()
    expect(within(social).getByRole("img", { name: pending?.label })).toBeInTheDocument()
  })
})
