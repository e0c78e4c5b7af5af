import { test, expect } from "@playwright/test"
import faqsJson from "../../../content/faqs.json"
import testimonialsJson from "../../../content/testimonials.json"
import { routes } from "../routes"

test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  for (const route of routes) {
    test(`${route.path} shows its content and its links lead on`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
      // The menu cannot open without a script, so its links are shown as they are.
      const menu = page.getByRole("navigation", { name: "Main" })
      await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible()
      await menu.getByRole("link", { name: "Contact" }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch")
    })
  }

  test("every FAQ answer and every testimonial can be read", async ({ page }) => {
    await page.goto("/")
    for (const faq of faqsJson.faqs) await expect(page.getByText(faq.answer)).toBeVisible()
    for (const testimonial of testimonialsJson.testimonials) await expect(page.getByText(testimonial.quote)).toBeVisible()
  })
})

test.describe("when script chunks fail to load", () => {
  test("a page whose chunk is blocked still opens, with a full page load", async ({ page }) => {
    await page.route(/component---src-pages-about-tsx-.*\.js$/, (route) => route.abort())
    await page.goto("/")
    await page.waitForLoadState("networkidle")
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Wild Glen Safaris")
    await expect(page.getByRole("heading", { name: "MISSION" })).toBeVisible()
  })

  test("with the app's scripts blocked, the prerendered page stays readable and its links work", async ({ page }) => {
    await page.route(/\/(app|framework|webpack-runtime|commons)-[0-9a-f]+\.js$/, (route) => route.abort())
    await page.goto("/safaris")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Safari Options")
    await expect(page.getByRole("heading", { name: "Wildlife Safaris", level: 2 })).toBeVisible()
    await page.getByRole("link", { name: "Plan Your Trip" }).last().click()
    await expect(page).toHaveURL(/\/trip$/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Plan Your Trip with")
  })
})
