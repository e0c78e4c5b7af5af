import { test, expect } from "@playwright/test"
import { safaris } from "../../fixtures/safaris"
import { openPage } from "../open-page"
import { layoutShifts, recordLayoutShifts, withoutWebFonts } from "../layout-shifts"

// /trip?safari=…: the page's HTML names no safari (it cannot know the address), the form names it once its script
// runs. Whatever the safari and the width, naming it moves nothing on the page (CLS 0; Lighthouse's phone is 412 px).

for (const width of [360, 390, 412, 768, 1366]) {
  test(`at ${width} px, naming the safari after hydration moves nothing, for every safari and for none`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    // Without the web fonts: only what naming the safari moves is counted.
    await withoutWebFonts(page)
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

// The box keeps the same room for every visitor, whatever the safaris' titles: enough for a title as long as editors
// may write one (80 characters, here wide letters in title case), never more for a longer one.
const atTheBound = "Wild Mountains, Wooded Glens and Whale Waters: Winter Week With Wolves and Moose"
const farPastIt = `Highland ${"and island ".repeat(180)}safari`

for (const width of [320, 390, 412, 768, 1366]) {
  test(`at ${width} px, the box holds a title at the length bound whole and a far longer one in the same room`, async ({ page }) => {
    expect(atTheBound).toHaveLength(80)
    await page.setViewportSize({ width, height: 900 })
    await openPage(page, "/trip")
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const box = page.locator("#enquiry-safari")
    const room = (await box.boundingBox())!.height
    await openPage(page, `/trip?safari=${safaris[0].slug}`)
    await expect(page.locator("#enquiry-safari p")).toHaveText(`This enquiry is about ${safaris[0].title}.`)
    // By place, not name: the test rewrites its text.
    const link = box.locator("p a")
    const remove = box.getByRole("button", { name: /^Remove/ })
    for (const [title, whole] of [
      [atTheBound, true],
      [farPastIt, false],
    ] as const) {
      // The title a longer list of safaris could have given it, written in place (the built site's are short).
      await link.evaluate((element, text) => (element.textContent = text), title)
      const shown = await box.locator("p > span").evaluate((wording) => ({ clipped: wording.scrollHeight > wording.clientHeight + 1 }))
      expect((await box.boundingBox())!.height, title.slice(0, 30)).toBe(room)
      expect(shown.clipped, whole ? "the title at the bound is shown whole" : "the longer title is cut off").toBe(!whole)
      // The box in view (at 320 px it ends near the foot of the window), then its button in view: not cut off by the box.
      await box.evaluate((element) => element.scrollIntoView({ block: "start" }))
      await expect(remove).toBeInViewport()
      const [boxEdge, buttonEdge] = [(await box.boundingBox())!, (await remove.boundingBox())!]
      expect(buttonEdge.y + buttonEdge.height).toBeLessThanOrEqual(boxEdge.y + boxEdge.height)
    }
    // The room itself is a few lines (1,833 px at 390 px when it was kept for a 2,000-character title): the safari's
    // wording, a group departure's line and the Remove buttons.
    expect(room).toBeLessThan(380)
  })
}
