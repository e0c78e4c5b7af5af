import * as React from "react"
import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Layout } from "../../../src/components/layout"
import { siteDetailsQuery } from "../../fixtures/content"

function Broken(): React.ReactElement {
  throw Object.assign(new Error("The safari list could not be read"), { status: 500, statusText: "Internal Server Error" })
}

describe("Layout", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue(siteDetailsQuery)
  })

  it("puts the navigation bar before and the footer after the page", () => {
    render(
      <Layout pathname="/about">
        <h1>Page body</h1>
      </Layout>
    )
    const banner = screen.getByRole("banner")
    const main = screen.getByRole("main")
    const footer = screen.getByRole("contentinfo")
    expect(main).toContainElement(screen.getByRole("heading", { name: "Page body" }))
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("offers a skip link to the main content", () => {
    render(
      <Layout pathname="/">
        <p>Body</p>
      </Layout>
    )
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main")
    expect(screen.getByRole("main")).toHaveAttribute("id", "main")
  })

  it("shows the error screen, with status and message, when the page fails to render", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <Layout pathname="/safaris">
        <Broken />
      </Layout>
    )
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument()
    expect(screen.getByText("500 Internal Server Error")).toBeInTheDocument()
    expect(screen.getByText("The safari list could not be read")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/")
    // The navigation and footer stay, so the visitor is never stranded.
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument()
    expect(screen.getByRole("contentinfo")).toBeInTheDocument()
    expect(screen.queryByText(/at Broken/)).not.toBeInTheDocument()
    spy.mockRestore()
  })
})
