import { test, expect } from "@playwright/test"
import { openPage } from "../open-page"
import testimonialsJson from "../../../content/testimonials.json"
import { tabTo } from "../keyboard"

const [first, second] = testimonialsJson.testimonials

test.describe("testimonials carousel", () => {
  test.use({ viewport: { width: 390, height: 900 } })

  test("Next and Previous switch between the two, wrapping at both ends, from the keyboard", async ({ page }) => {
    await openPage(page, "/")
    const carousel = page.getByRole("group", { name: "Guest testimonials" })
    const live = carousel.locator("[aria-live]")
    await expect(live).toHaveAttribute("aria-live", "polite")
    await expect(live).toContainText(first.quote)
    await expect(live).toContainText(first.name)

    const next = carousel.getByRole("button", { name: "Next testimonial" })
    const previous = carousel.getByRole("button", { name: "Previous testimonial" })
    await tabTo(page, next)
    await page.keyboard.press("Enter")
    await expect(live).toContainText(second.quote)
    await expect(live).toContainText(second.job)
    await page.keyboard.press("Enter")
    await expect(live).toContainText(first.quote)

    await page.keyboard.press("Shift+Tab")
    await expect(previous).toBeFocused()
    await page.keyboard.press("Space")
    await expect(live).toContainText(second.quote)
    await page.keyboard.press("Space")
    await expect(live).toContainText(first.quote)
    await expect(carousel.getByRole("figure", { name: "1 of 2" })).toBeVisible()
  })

  test("the avatar changes with the testimonial", async ({ page }) => {
    await openPage(page, "/")
    const carousel = page.getByRole("group", { name: "Guest testimonials" })
    await expect(carousel.getByRole("img", { name: first.avatar.alt })).toBeVisible()
    await carousel.getByRole("button", { name: "Previous testimonial" }).click()
    await expect(carousel.getByRole("img", { name: second.avatar.alt })).toBeVisible()
    await expect(carousel.getByRole("img", { name: first.avatar.alt })).toHaveCount(0)
  })
})
