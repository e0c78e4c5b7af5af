import { test, expect } from "@playwright/test"
import { notFoundPaths, routes } from "../routes"

// Moves between pages in the browser (each route's own status, heading and furniture: journeys/routes.spec.ts).
test.describe("moving between pages", () => {
  for (const path of notFoundPaths) {
    test(`the not-found page at ${path} leads back home`, async ({ page }) => {
      await page.goto(path)
      await page.getByRole("link", { name: "Go Back Home" }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[0].heading)
    })
  }

  test("lands at the top of the new page", async ({ page }) => {
    await page.goto("/about")
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole("contentinfo").getByRole("link", { name: "Guides" }).click()
    await expect(page).toHaveURL(/\/guides$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Local Guides")
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
