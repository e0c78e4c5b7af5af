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
