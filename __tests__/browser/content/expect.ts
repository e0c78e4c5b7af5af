// Shared checks for the content browser tests (content-*.spec.ts).
import { expect, type Page } from "@playwright/test"

/**
 * Every <img> on the page has loaded (naturalWidth > 0 once scrolled into view) and has an alt attribute;
 * every one visible to assistive technology (all but decorative repeats) has a non-empty one.
 */
export async function expectEveryImageLoaded(page: Page): Promise<void> {
  const images = page.locator("img")
  const count = await images.count()
  expect(count, "the page shows at least one image").toBeGreaterThan(0)
  for (let index = 0; index < count; index += 1) {
    await images.nth(index).evaluate((img) => img.scrollIntoView({ block: "center" }))
  }
  // An image no visitor can scroll to (a copy clipped by a carousel, a closed lightbox) never starts
  // loading lazily; load it now so that its file is checked too.
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) if (!img.complete) img.loading = "eager"
  })
  await expect.poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete))).toBe(true)
  const problems = await page.evaluate(() =>
    Array.from(document.images).flatMap((img) => {
      const name = img.currentSrc || img.src || "(no src)"
      const found: string[] = []
      if (img.naturalWidth === 0) found.push(`${name}: did not load`)
      if (!img.hasAttribute("alt")) found.push(`${name}: has no alt attribute`)
      const hidden = img.closest("[aria-hidden='true']") !== null
      if (!hidden && !img.alt.trim()) found.push(`${name}: empty alt on a photograph`)
      return found
    })
  )
  expect(problems).toEqual([])
}
