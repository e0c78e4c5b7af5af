import { test, expect } from "@playwright/test"
import { openPage } from "../open-page"
import site from "../../../content/site.json"
import { routes } from "../routes"
import { expectEveryImageLoaded } from "./expect"

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
  // The spec's FAQs, and the sightings journal beside them.
  {
    title: "Insights",
    links: [
      { name: "FAQs", path: "/faqs" },
      { name: "Sightings", path: "/journal" },
    ],
  },
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

test.describe("banner photos on a wide screen", () => {
  test.use({ viewport: { width: 1920, height: 900 } })

  for (const path of ["/", "/about"]) {
    test(`the ${path} banner keeps its height and its heading's place as its photo (and the home video) arrive`, async ({ page }) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/static\/.+\.(avif|webp|jpe?g|png)$/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto(path, { waitUntil: "domcontentloaded" })
      const heading = page.getByRole("heading", { level: 1 })
      const banner = page.locator("img[fetchpriority='high']")
      const place = () => heading.evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY)
      const height = () => banner.evaluate((img) => (img.closest("div") as HTMLElement).offsetHeight)
      await expect(banner).toHaveJSProperty("complete", false)
      const before = { place: await place(), height: await height() }
      release()
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      await page.waitForLoadState("networkidle")
      if (path === "/") await expect.poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0)
      // A 16:9 photo or video at 1920 px is 1,080 px tall: were it in the header's flow, the header would grow to fit it.
      expect(await banner.evaluate((img: HTMLImageElement) => img.naturalHeight / img.naturalWidth)).toBeGreaterThan(0.5)
      expect({ place: await place(), height: await height() }).toEqual(before)
    })
  }
})
