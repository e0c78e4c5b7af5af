import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../../src/components/footer"
import { navigationJson, siteJson } from "../../fixtures/content"

describe("Footer", () => {
  const renderFooter = () => render(<Footer site={siteJson} groups={navigationJson.footer} year={2031} />)

  it("has the Insights, Pages and Get In Touch groups with the spec's links", () => {
    renderFooter()
    const groups = (name: string) =>
      within(screen.getByRole("navigation", { name }))
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")])
    expect(groups("Insights")).toEqual([["FAQs", "/faqs"]])
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
    expect(screen.getByText(new RegExp(`© 2031 ${siteJson.name}`))).toBeInTheDocument()
    expect(screen.getByRole("link", { name: new RegExp(siteJson.credit.label) })).toHaveAttribute("href", siteJson.credit.url)
  })

  it("uses the current year by default", () => {
    render(<Footer site={siteJson} groups={navigationJson.footer} />)
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument()
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
