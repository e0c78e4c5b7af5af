import { test, expect } from "@playwright/test"

// plugins/after-paint: the page's scripts are fetched once the first screen is painted, banner photograph included,
// so that on a slow connection they do not share its bandwidth and hold back the largest paint.

const photographs = (url: URL) => url.pathname.startsWith("/static/") && /\.(avif|webp|jpg)$/.test(url.pathname)

for (const route of ["/trip", "/safaris/222"]) {
  test(`${route}: the page's scripts are requested only once its banner photograph has arrived`, async ({ page }) => {
    let releasePhotographs = () => {}
    const held = new Promise<void>((resolve) => (releasePhotographs = resolve))
    await page.route(photographs, async (handle) => {
      await held
      await handle.continue()
    })
    await page.goto(route, { waitUntil: "commit" })
    // The text is painted, a few frames have passed (a loader waiting only for the next frame would have started) and the
    // photograph is still on its way: no script has been added or fetched.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))))
    expect(await page.evaluate(() => document.querySelectorAll("script[src]").length)).toBe(0)
    releasePhotographs()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
    const order = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
      const banner = resources.find((entry) => entry.name.includes("/static/") && /\.(avif|webp|jpg)$/.test(entry.name))
      const scripts = resources.filter((entry) => entry.initiatorType === "script" && entry.name.endsWith(".js"))
      return { bannerEnd: banner?.responseEnd ?? NaN, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length }
    })
    expect(order.scripts).toBeGreaterThanOrEqual(3)
    expect(order.firstScript).toBeGreaterThan(order.bannerEnd)
  })
}

test("a banner photograph that never arrives holds the scripts back for three seconds at most", async ({ page }) => {
  // Never answered: a stalled photograph on a poor connection.
  await page.route(photographs, () => {})
  await page.goto("/trip", { waitUntil: "commit" })
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 10_000 })
})
