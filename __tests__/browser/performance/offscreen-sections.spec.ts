import { test, expect } from "@playwright/test"
import { openPage } from "../open-page"

// section.module.css: a band of a page off the screen is not styled, laid out or painted until it comes near
// (content-visibility: auto), so a page's load (and each web font swapping in) only draws the first screen.

for (const width of [390, 1366]) {
  test(`at ${width} px the home page draws its last section only when it is scrolled near, and shows it then`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await openPage(page, "/")
    const last = page.locator("main section").last()
    // Its heading is in the part the browser skips while the section is off the screen.
    const drawn = () => last.locator("h2").evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))
    expect(await drawn()).toBe(false)
    await last.scrollIntoViewIfNeeded()
    await expect.poll(drawn).toBe(true)
    await expect(last.getByRole("heading", { level: 2 })).toBeVisible()
    const box = await last.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThan(200)
  })
}

// A band whose list grows with the site (the photo credits: every photograph's) is laid out with the page: held at a
// reserved height while off the screen, a long list's lines lay over the footer, where axe read them as unreadable.
test("at 390 px a long list of photo credits stays above the footer, however many photographs the site has", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await openPage(page, "/gallery")
  // As many credits as a gallery of a hundred photographs lists.
  await page.locator("#photo-credits ul").evaluate((list) => {
    const items = [...list.children]
    for (let copy = 0; copy < 9; copy += 1) for (const item of items) list.append(item.cloneNode(true))
  })
  const bottoms = await page.evaluate(() => ({
    lastCredit: document.querySelector("#photo-credits li:last-child")!.getBoundingClientRect().bottom,
    footer: document.querySelector("footer")!.getBoundingClientRect().top,
  }))
  expect(bottoms.lastCredit).toBeLessThanOrEqual(bottoms.footer)
})
