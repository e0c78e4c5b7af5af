import { test, expect, type Page } from "@playwright/test"
import { routes } from "../routes"

// What a crawler or a visitor on a slow phone gets before any JavaScript runs.

const mainHeadings = (page: Page) =>
  page
    .getByRole("main")
    .locator("h1, h2, h3")
    .evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim()))
const mainImages = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("img")
    // A photo can show twice (the gallery's grid and its reel); the set of photos is what counts.
    .evaluateAll((images) => [...new Set(images.map((image) => image.getAttribute("alt")))])

test.describe("prerendered pages", () => {
  for (const route of routes) {
    test(`${route.path} shows all its headings and pictures without JavaScript`, async ({ browser, page }) => {
      await page.goto(route.path)
      await page.waitForLoadState("networkidle")
      const withScript = { headings: await mainHeadings(page), images: await mainImages(page) }

      const context = await browser.newContext({ javaScriptEnabled: false })
      const bare = await context.newPage()
      await bare.goto(route.path)
      await expect(bare.getByRole("heading", { level: 1 })).toHaveText(route.heading)
      expect(withScript.headings.length).toBeGreaterThan(0)
      expect(await mainHeadings(bare)).toEqual(withScript.headings)
      // Without JavaScript some content that a script would tuck away (the other testimonials) shows too.
      expect(await mainImages(bare)).toEqual(expect.arrayContaining(withScript.images))
      await context.close()
    })

    test(`${route.path} loads its banner photo first and every other photo lazily`, async ({ request }) => {
      const html = await (await request.get(route.path)).text()
      const photos = [...html.matchAll(/<img[^>]*>/g)].map((match) => match[0])
      expect(photos.length).toBeGreaterThan(0)
      const [banner, ...rest] = photos
      expect(banner).toContain('loading="eager"')
      expect(banner).toContain('fetchpriority="high"')
      for (const photo of rest) expect(photo).toContain('loading="lazy"')
    })
  }
})

test("the gallery's thumbnails, which share a phone's first screens with its banner, are fetched after it", async ({ request }) => {
  const html = await (await request.get("/gallery")).text()
  // The photographs in the grid's buttons, each of which names its photograph (data-image-key).
  const buttons = [...html.matchAll(/<button[^>]*data-image-key[^>]*>([\s\S]*?)<\/button>/g)].map((match) => match[1])
  const thumbnails = buttons.flatMap((button) => [...button.matchAll(/<img[^>]*>/g)].map((match) => match[0]))
  expect(thumbnails.length).toBeGreaterThan(0)
  for (const thumbnail of thumbnails) expect(thumbnail).toContain('fetchpriority="low"')
})
