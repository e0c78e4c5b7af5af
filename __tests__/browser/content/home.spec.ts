import { test, expect, type Page } from "@playwright/test"
import { openPage } from "../open-page"
import home from "../../../content/pages/home.json"
import { homeSafaris } from "../../fixtures/safaris"
import faqs from "../../../content/faqs.json"
import testimonials from "../../../content/testimonials.json"

// What the spec fixes is written out here; everything else is read from content/.
const SAFARI_TITLES = ["Adventure Safaris", "Winter Safaris", "Wildlife Safaris", "Bespoke Safaris"]
const FAQ_COUNT = 11
const TESTIMONIAL_COUNT = 2

const region = (page: Page, id: string) => {
  const intro = home.sections.find((section) => section.id === id)
  if (!intro) throw new Error(`content/pages/home.json has no section "${id}"`)
  return page.getByRole("region", { name: intro.title })
}

test.describe("home page content", () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, "/")
    // Clicks need the page's script, which has loaded once the network is quiet.
    await page.waitForLoadState("networkidle")
  })

  test("the header shows the heading and text of content/pages/home.json", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading)
    await expect(page.getByRole("main").getByText(home.text)).toBeVisible()
  })

  test("every section shows its intro", async ({ page }) => {
    for (const intro of home.sections) {
      const section = page.getByRole("region", { name: intro.title })
      await expect(section.getByRole("heading", { name: intro.title })).toBeVisible()
      await expect(section.getByText(intro.text)).toBeVisible()
    }
  })

  test("four safari cards carry the spec's titles in order, with their text", async ({ page }) => {
    const cards = region(page, "safaris").getByRole("listitem")
    await expect(cards).toHaveCount(SAFARI_TITLES.length)
    for (const [index, title] of SAFARI_TITLES.entries()) {
      await expect(cards.nth(index).getByRole("heading")).toHaveText(title)
      await expect(cards.nth(index).getByText(homeSafaris[index].info)).toBeVisible()
    }
  })

  test("every Read More goes to /safaris", async ({ page }) => {
    const readMore = region(page, "safaris").getByRole("link", { name: /Read More/ })
    await expect(readMore).toHaveCount(SAFARI_TITLES.length)
    for (const [index, title] of SAFARI_TITLES.entries()) {
      await expect(readMore.nth(index)).toHaveAttribute("href", "/safaris")
      await expect(readMore.nth(index)).toHaveAccessibleName(new RegExp(title))
    }
    await readMore.last().click()
    await expect(page).toHaveURL(/\/safaris$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Safari Options")
  })

  test("eleven FAQs, with the booking advice behind its question", async ({ page }) => {
    const section = region(page, "faqs")
    expect(faqs.faqs).toHaveLength(FAQ_COUNT)
    await expect(section.getByRole("listitem")).toHaveCount(FAQ_COUNT)
    for (const faq of faqs.faqs) await expect(section.getByText(faq.question, { exact: true })).toBeVisible()
    const booking = faqs.faqs.find((faq) => faq.id === "booking-time")!
    await section.getByText(booking.question, { exact: true }).click()
    await expect(section.getByText(booking.answer)).toBeVisible()
    await expect(section.getByText(booking.answer)).toContainText("6 to 12 months")
  })

  test("two testimonials, one at a time: Next shows the second, and they keep switching", async ({ page }) => {
    expect(testimonials.testimonials).toHaveLength(TESTIMONIAL_COUNT)
    const [first, second] = testimonials.testimonials
    const section = region(page, "testimonials")
    await expect(section.getByText(first.quote)).toBeVisible()
    await expect(section.getByText(first.name)).toBeVisible()
    await expect(section.getByText(first.job)).toBeVisible()
    await expect(section.getByRole("img", { name: first.avatar.alt })).toBeVisible()
    await expect(section.getByText(second.quote)).toBeHidden()

    await section.getByRole("button", { name: /Next/ }).click()
    await expect(section.getByText(second.quote)).toBeVisible()
    await expect(section.getByText(second.name)).toBeVisible()
    await expect(section.getByRole("img", { name: second.avatar.alt })).toBeVisible()
    await expect(section.getByText(first.quote)).toBeHidden()

    await section.getByRole("button", { name: /Next/ }).click()
    await expect(section.getByText(first.quote)).toBeVisible()
    await section.getByRole("button", { name: /Previous/ }).click()
    await expect(section.getByText(second.quote)).toBeVisible()
  })
})
