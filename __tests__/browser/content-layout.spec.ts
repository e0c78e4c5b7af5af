import { test, expect } from "@playwright/test"
import { openPage } from "./open-page"
import site from "../../content/site.json"
import { routes } from "./routes"
import { expectEveryImageLoaded } from "./content-expect"

// The navigation entries and footer groups exactly as the spec lists them.
const MAIN_NAV = [
  { name: "Home", path: "/" },
  { name: "About", path: "/about" },
  { name: "Safaris", path: "/safaris" },
  { name: "Plan Your Trip", path: "/trip" },
  { name: "Gallery", path: "/gallery" },
  { name: "Contact", path: "/contact" },
]
const FOOTER_GROUPS = [
  { title: "Insights", links: [{ name: "FAQs", path: "/faqs" }] },
  {
    title: "Pages",
    links: [
      { name: "About", path: "/about" },
      { name: "Safaris", path: "/safaris" },
      { name: "Guides", path: "/guides" },
      { name: "Gallery", path: "/gallery" },
      { name: "Contact", path: "/contact" },
    ],
  },
  { title: "Get In Touch", links: [{ name: "Contact Us", path: "/contact" }] },
]

test.describe("navigation bar and footer", () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test.beforeEach(async ({ page }) => {
    await openPage(page, "/about")
  })

  test("the navigation bar has the logo and the spec's six links", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav.getByRole("link", { name: site.name, exact: true })).toHaveAttribute("href", "/")
    const links = nav.getByRole("list").getByRole("link")
    await expect(links).toHaveText(MAIN_NAV.map((link) => link.name))
    for (const [index, link] of MAIN_NAV.entries()) await expect(links.nth(index)).toHaveAttribute("href", link.path)
  })

  test("the footer has the spec's three link groups", async ({ page }) => {
    const footer = page.getByRole("contentinfo")
    for (const group of FOOTER_GROUPS) {
      const nav = footer.getByRole("navigation", { name: group.title })
      await expect(nav.getByRole("heading", { name: group.title })).toBeVisible()
      const links = nav.getByRole("link")
      await expect(links).toHaveText(group.links.map((link) => link.name))
      for (const [index, link] of group.links.entries()) await expect(links.nth(index)).toHaveAttribute("href", link.path)
    }
  })

  test("the footer has the logo, social links, this year's copyright and the developer credit", async ({ page }) => {
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("link", { name: site.name, exact: true })).toHaveAttribute("href", "/")
    const profiles = site.social.filter((profile) => profile.url)
    expect(profiles).toHaveLength(3)
    for (const profile of profiles) {
      const link = footer.getByRole("link", { name: new RegExp(profile.label) })
      await expect(link).toHaveAttribute("href", profile.url)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/)
    }
    // The fourth profile has no address yet: it is named, but it is not a dead link.
    const pending = site.social.find((profile) => !profile.url)!
    await expect(footer.getByLabel(pending.label)).toBeVisible()
    await expect(footer.getByRole("link", { name: pending.label })).toHaveCount(0)
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`)).toBeVisible()
    await expect(footer.getByRole("link", { name: new RegExp(site.credit.label) })).toHaveAttribute("href", site.credit.url)
  })
})

test.describe("images", () => {
  for (const path of [...routes.map((route) => route.path), "/no-such-trail"]) {
    test(`every image on ${path} loads and has alt text`, async ({ page }) => {
      await openPage(page, path)
      await page.waitForLoadState("networkidle")
      await expectEveryImageLoaded(page)
    })
  }
})
