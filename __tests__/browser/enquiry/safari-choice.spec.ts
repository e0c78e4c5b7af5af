import { test, expect } from "@playwright/test"
import { safaris } from "../../fixtures/safaris"
import { openPage } from "../open-page"
import { layoutShifts, recordLayoutShifts } from "../layout-shifts"

// /trip?safari=…: the page's HTML names no safari (it cannot know the address), the form names it once its script
// runs. Whatever the safari and the width, naming it moves nothing on the page (CLS 0; Lighthouse's phone is 412 px).

for (const width of [360, 390, 412, 768, 1366]) {
  test(`at ${width} px, naming the safari after hydration moves nothing, for every safari and for none`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    // The web fonts in the cache first: a face swapping in late can rewrap a line (seo/fonts.spec.ts tests that);
    // here only what naming the safari moves is counted.
    await openPage(page, "/trip")
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await recordLayoutShifts(page)
    // No safari first: a safari once named is kept with the draft for the next visit to /trip.
    for (const card of [null, ...safaris]) {
      await openPage(page, card ? `/trip?safari=${card.slug}` : "/trip")
      const named = page.locator("#enquiry-safari p")
      await expect(named).toHaveText(card ? `This enquiry is about ${card.title}.` : /^Enquiring about one of our safaris\?/)
      // The frame after the change, so a shift it caused has been reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await layoutShifts(page), card ? card.title : "no safari").toEqual([])
    }
  })
}
