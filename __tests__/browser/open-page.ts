import { expect, type Page } from "@playwright/test"

/**
 * Opens a route and waits until React has hydrated it (the hydration plugin marks `<html data-hydrated>`).
 * The load event can come before hydration, and a click on the prerendered HTML before then does nothing.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
  return response
}
