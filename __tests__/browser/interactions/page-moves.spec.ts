import { test, expect } from "@playwright/test"
import { notFoundPaths, routes } from "../routes"

test.describe("routes", () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its heading, navigation and footer`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible()
      await expect(page.getByRole("contentinfo")).toBeVisible()
      await expect(page).toHaveTitle(/Wild Glen Safaris/)
    })
  }

  for (const path of notFoundPaths) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found")
      await page.getByRole("link", { name: "Go Back Home" }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[0].heading)
    })
  }

  test("moving between pages lands at the top of the new page", async ({ page }) => {
    await page.goto("/about")
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole("contentinfo").getByRole("link", { name: "Guides" }).click()
    await expect(page).toHaveURL(/\/guides$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Local Guides")
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
