import * as React from "react"
import { render, screen, within, fireEvent, act } from "@testing-library/react"
import { NavBar } from "../../../src/components/nav-bar"
import { navigationJson, siteJson } from "../../fixtures/content"

const renderNav = (pathname = "/about") => render(<NavBar siteName={siteJson.name} links={navigationJson.main} pathname={pathname} />)

describe("NavBar", () => {
  it("shows the logo linking home and the six links of the spec in order", () => {
    renderNav()
    const nav = screen.getByRole("navigation", { name: "Main" })
    expect(within(nav).getByRole("link", { name: siteJson.name })).toHaveAttribute("href", "/")
    const list = within(nav).getByRole("list", { hidden: true })
    const links = within(list).getAllByRole("link", { hidden: true })
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Safaris", "/safaris"],
      ["Plan Your Trip", "/trip"],
      ["Gallery", "/gallery"],
      ["Contact", "/contact"],
    ])
  })

  it("marks the current route's link with aria-current", () => {
    renderNav("/gallery")
    expect(screen.getByRole("link", { name: "Gallery", hidden: true })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "Home", hidden: true })).not.toHaveAttribute("aria-current")
  })

  it("opens and closes the menu with the toggle button, whose icon becomes a cross", () => {
    renderNav()
    const toggle = screen.getByRole("button", { name: /menu/i })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle.querySelector("[data-icon]")).toHaveAttribute("data-icon", "menu")
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(toggle.querySelector("[data-icon]")).toHaveAttribute("data-icon", "close")
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")).not.toBeNull()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the menu when the logo is clicked and toggles it when a link is clicked", () => {
    renderNav()
    const toggle = screen.getByRole("button", { name: /menu/i })
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole("link", { name: "Safaris" }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole("link", { name: siteJson.name }))
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  it("closes on Escape and gives focus back to the toggle", () => {
    renderNav()
    const toggle = screen.getByRole("button", { name: /menu/i })
    fireEvent.click(toggle)
    fireEvent.keyDown(document, { key: "Escape" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
  })

  it("uses the home style on / until scrolled more than 150 px", () => {
    const { container } = renderNav("/")
    const bar = container.querySelector("header")
    expect(bar).toHaveAttribute("data-variant", "home")
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, "scrollY", { value: y, configurable: true })
        window.dispatchEvent(new Event("scroll"))
        jest.runOnlyPendingTimers()
      })
    jest.useFakeTimers()
    scrollTo(150)
    expect(bar).toHaveAttribute("data-variant", "home")
    scrollTo(151)
    expect(bar).toHaveAttribute("data-variant", "scrolled")
    jest.useRealTimers()
  })
})
