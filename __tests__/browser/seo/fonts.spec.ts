import { test, expect, type Page, type Route } from "@playwright/test"
import { routes } from "../routes"
import { layoutShifts, recordLayoutShifts, visitorsChromium } from "../layout-shifts"

// The web fonts are self-hosted and swap in over metric-matched fallbacks: the first paint never waits
// for them, and when they arrive late nothing on the page moves.

// In the full Chromium, which sets text as a visitor's does (layout-shifts.ts).
test.use(visitorsChromium)

const webFonts = [
  ["Fraunces", "600"],
  ["Source Sans 3", "400"],
  ["Source Sans 3", "700"],
]

/** Holds every font response until `release` is called, as a slow connection would. */
async function holdFonts(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(/\.woff2?$/, (route) => (released ? route.continue() : held.push(route)))
  return {
    count: () => held.length,
    release: async () => {
      released = true
      await Promise.all(held.map((route) => route.continue()))
    },
  }
}

/** Whether each web font face has loaded (document.fonts.check would also say yes for one that failed). */
const fontsLoaded = (page: Page) =>
  page.evaluate(
    (fonts) =>
      fonts.map(([family, weight]) =>
        [...document.fonts].some((face) => face.family.replace(/["']/g, "") === family && face.weight === weight && face.status === "loaded")
      ),
    webFonts
  )

test("the fonts are self-hosted WOFF2 files, and the preloaded ones are the ones the page uses", async ({ page, baseURL }) => {
  const fontUrls: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontUrls.push(request.url())
  })
  await page.goto("/")
  await expect.poll(() => fontsLoaded(page)).toEqual([true, true, true])
  expect(fontUrls.length).toBeGreaterThan(0)
  for (const url of fontUrls) {
    expect(url.startsWith(`${baseURL}/`), url).toBe(true)
    expect(url).toMatch(/latin-\d00-normal-[0-9a-f]+\.woff2$/)
  }
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(preloads.length).toBeGreaterThan(0)
  for (const href of preloads) expect(fontUrls).toContain(href)
})

// Every page on a phone, where a slow connection makes a late swap likely, and the home page on a laptop.
// The fallbacks match each web font's average width, not every word's: a line that sits within a few
// pixels of its box's width can still break differently, so a new heading can (rarely) fail here.
const cases = [
  { width: 390, height: 844, paths: routes.map((route) => route.path) },
  { width: 1366, height: 900, paths: ["/"] },
]

for (const { width, height, paths } of cases) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    for (const path of paths) {
      test(`${path} paints before its web fonts arrive, and swapping them in shifts nothing`, async ({ page }) => {
        const fonts = await holdFonts(page)
        await recordLayoutShifts(page)
        const pageScript = page.waitForResponse((response) => response.url().includes("/component---"))
        await page.goto(path, { waitUntil: "commit" })

        // The first paint happens while every font is still on its way.
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0)
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
        expect(fonts.count()).toBeGreaterThan(0)
        expect(await fontsLoaded(page)).toEqual([false, false, false])

        // Let the page hydrate in its fallback fonts, then let the web fonts in.
        await pageScript
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
        await fonts.release()
        await expect.poll(() => fontsLoaded(page)).toEqual([true, true, true])
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

        const shifts = await layoutShifts(page)
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
        expect(total, JSON.stringify(shifts)).toBeLessThan(0.01)
      })
    }
  })
}
