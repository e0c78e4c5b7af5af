import { expect, type Locator, type Page } from "@playwright/test"

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard-only visitor would, failing after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { limit = 80, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab")
  }
  await expect(target).toBeFocused()
}
