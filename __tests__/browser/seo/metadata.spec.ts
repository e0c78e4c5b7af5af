import { test, expect, type Page } from "@playwright/test"
import { notFoundPaths, routes } from "../routes"
import { sightings, speciesList } from "../../fixtures/sightings"
import { chosenPosts, journalListPages, monthsWithPosts, speciesWithPosts } from "../../../src/lib/journal"
import site from "../../../content/site.json"
import { safaris } from "../../fixtures/safaris"
import { TEST_DAY } from "../../../tools/test-day.mjs"
import { NEXT_DEPARTURES_SHOWN } from "../../../src/lib/departures"

// What search engines and link previews read from each prerendered page.
const siteUrl = "https://www.wildglensafaris.co.uk"
const hiddenFromSearch = ["/success"]
const indexable = routes.map((route) => route.path).filter((path) => !hiddenFromSearch.includes(path))

type JsonLd = Record<string, unknown> & { "@type": string }

async function headOf(page: Page) {
  const attribute = (selector: string, name: string) => page.locator(selector).first().getAttribute(name)
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as JsonLd)
  return {
    title: await page.title(),
    description: await attribute('meta[name="description"]', "content"),
    canonical: (await page.locator('link[rel="canonical"]').count()) ? await attribute('link[rel="canonical"]', "href") : null,
    robots: (await page.locator('meta[name="robots"]').count()) ? await attribute('meta[name="robots"]', "content") : null,
    og: (property: string) => attribute(`meta[property="og:${property}"]`, "content"),
    twitter: (name: string) => attribute(`meta[name="twitter:${name}"]`, "content"),
    jsonLd,
    ofType: (type: string) => jsonLd.find((data) => data["@type"] === type),
  }
}

/** The path of an absolute URL on this site, to fetch it from the local build. */
const localPath = (url: string) => {
  expect(url.startsWith(`${siteUrl}/`)).toBe(true)
  return url.slice(siteUrl.length)
}

test.describe("search and sharing metadata", () => {
  test("every page has its own title and description, already in the prerendered HTML", async ({ request }) => {
    const seen = []
    for (const route of routes) {
      const html = await (await request.get(route.path)).text()
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1]
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1]
      expect(title, `${route.path} title`).toContain(site.name)
      expect(description?.length, `${route.path} description`).toBeGreaterThan(20)
      seen.push({ title, description })
    }
    expect(new Set(seen.map((head) => head.title)).size).toBe(routes.length)
    expect(new Set(seen.map((head) => head.description)).size).toBe(routes.length)
  })

  for (const path of indexable) {
    test(`${path} has a canonical URL, a share image and structured data`, async ({ page, request }) => {
      await page.goto(path)
      const head = await headOf(page)
      const url = path === "/" ? siteUrl : `${siteUrl}${path}`
      expect(head.canonical).toBe(url)
      expect(head.robots).toBeNull()
      expect(await head.og("url")).toBe(url)
      expect(await head.og("title")).toBe(head.title)
      expect(await head.twitter("card")).toBe("summary_large_image")

      const image = (await head.og("image")) ?? ""
      expect(await head.twitter("image")).toBe(image)
      expect([await head.og("image:width"), await head.og("image:height")]).toEqual(["1200", "630"])
      const response = await request.get(localPath(image))
      expect(response.status()).toBe(200)
      expect(response.headers()["content-type"]).toContain("image/jpeg")

      // The business, described once: on the home page, which every other page's structured data names by its @id.
      const agency = head.ofType("TravelAgency")
      if (path === "/") {
        expect(agency).toMatchObject({ "@id": `${siteUrl}/#business`, name: site.name, email: site.email, telephone: site.phone, url: siteUrl })
        expect(agency?.sameAs).toEqual(site.social.map((link) => link.url).filter(Boolean))
        expect((await request.get(localPath(String(agency?.logo)))).status()).toBe(200)
        expect((await request.get(localPath(String(agency?.image)))).status()).toBe(200)
      } else {
        expect(agency).toBeUndefined()
      }

      const breadcrumb = head.ofType("BreadcrumbList") as { itemListElement: { item: string }[] } | undefined
      if (path === "/") {
        expect(breadcrumb).toBeUndefined()
      } else {
        expect(breadcrumb?.itemListElement.map((crumb) => crumb.item)).toEqual([siteUrl, url])
      }
    })
  }

  test("the FAQ page marks up the same questions a visitor reads", async ({ page }) => {
    await page.goto("/faqs")
    const faq = (await headOf(page)).ofType("FAQPage") as { mainEntity: { name: string }[] } | undefined
    const questions = faq?.mainEntity.map((question) => question.name) ?? []
    expect(questions).toHaveLength(11)
    for (const question of questions) {
      await expect(page.getByRole("main").getByText(question, { exact: true })).toBeVisible()
    }
  })

  for (const card of safaris) {
    test(`${card.path} describes its safari as a TouristTrip: its days, a guide price in pounds and who provides it`, async ({ page }) => {
      const entry = card
      await page.goto(card.path)
      const head = await headOf(page)
      const trip = head.ofType("TouristTrip") as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(trip).toMatchObject({
        name: card.title,
        description: entry.description,
        url: `${siteUrl}${card.path}`,
        image: await head.og("image"),
      })
      expect(trip.provider["@id"]).toBe(`${siteUrl}/#business`)
      const [guide, ...departureOffers] = trip.offers
      expect(guide).toMatchObject({
        "@type": "Offer",
        price: entry.priceFrom,
        priceCurrency: "GBP",
        url: `${siteUrl}/trip?safari=${card.slug}`,
      })
      // The next departures still to come on the build's day, those the page lists (NEXT_DEPARTURES_SHOWN).
      const upcoming = (("departures" in entry ? entry.departures : undefined) ?? [])
        .filter((departure) => departure.start > TEST_DAY)
        .sort((a, b) => a.start.localeCompare(b.start))
        .slice(0, NEXT_DEPARTURES_SHOWN)
      expect(departureOffers.map((offer: { url: string }) => offer.url)).toEqual(
        upcoming.map((departure) => `${siteUrl}/trip?safari=${card.slug}&departure=${departure.start}`)
      )
      for (const offer of departureOffers)
        expect(offer).toMatchObject({
          "@type": "Offer",
          priceCurrency: "GBP",
          price: expect.any(Number),
          availability: expect.stringMatching(/^https:\/\/schema\.org\//),
        })
      expect(departureOffers.map((offer: { itemOffered: { departureTime: string } }) => offer.itemOffered.departureTime)).toEqual(
        upcoming.map((departure) => departure.start)
      )
      expect(trip.itinerary.itemListElement.map((item: { position: number; item: { name: string } }) => [item.position, item.item.name])).toEqual(
        entry.itinerary.map((day, index) => [index + 1, `Day ${index + 1}: ${day.title}`])
      )
      expect(head.description).toBe(entry.description)
      expect(head.title).toBe(`${card.title} | ${site.name}`)
    })
  }

  for (const path of [...hiddenFromSearch, notFoundPaths[1]]) {
    test(`${path} is kept out of search results`, async ({ page }) => {
      await page.goto(path)
      const head = await headOf(page)
      expect(head.robots).toBe("noindex")
      expect(head.canonical).toBeNull()
      expect(head.ofType("BreadcrumbList")).toBeUndefined()
    })
  }
})

test.describe("crawling", () => {
  test("robots.txt points at a sitemap that lists every indexable page and no other", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text()
    const sitemapUrl = /^Sitemap:\s*(\S+)$/m.exec(robots)?.[1] ?? ""
    const index = await (await request.get(localPath(sitemapUrl))).text()
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(sitemaps.length).toBeGreaterThan(0)
    const pages = []
    for (const sitemap of sitemaps) {
      const xml = await (await request.get(localPath(sitemap))).text()
      pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
    }
    // And the journal's: every post, and every list of posts a page at a time (all, each species', each month's).
    const lists = [
      {},
      ...speciesWithPosts(speciesList, sightings).map((species) => ({ species: species.name })),
      ...monthsWithPosts(sightings).map(({ month }) => ({ month })),
    ]
    const journal = [
      ...sightings.map((post) => post.path),
      ...lists.flatMap((choice) => journalListPages(chosenPosts(sightings, choice), choice).map((page) => page.path)),
    ]
    const expected = [...new Set([...indexable, ...journal])].map((path) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`))
    expect(pages.sort()).toEqual(expected.sort())
  })
})

test.describe("installing and tab icons", () => {
  test("the page names a web app manifest, theme colour and favicons that exist", async ({ page, request }) => {
    await page.goto("/about")
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1e3a2f")
    const manifestHref = (await page.locator('link[rel="manifest"]').getAttribute("href")) ?? ""
    const manifest = await (await request.get(manifestHref)).json()
    expect(manifest).toMatchObject({ name: site.name, start_url: "/", theme_color: "#1e3a2f", lang: "en-GB" })
    const icons: { src: string; sizes: string }[] = manifest.icons
    expect(icons.map((icon) => icon.sizes)).toContain("512x512")
    const favicons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))
    expect(favicons.some((href) => href.startsWith("/favicon.svg"))).toBe(true)
    for (const href of [...favicons, ...icons.map((icon) => `/${icon.src}`)]) {
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
      expect(response.headers()["content-type"], href).toMatch(/^image\//)
    }
  })
})
