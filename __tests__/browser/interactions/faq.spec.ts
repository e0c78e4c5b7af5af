import { test, expect } from "@playwright/test"
import { openPage } from "../open-page"
import faqsJson from "../../../content/faqs.json"
import { tabTo } from "../keyboard"

const faqs = faqsJson.faqs
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;")

for (const path of ["/faqs", "/"]) {
  test(`${path} has every question and answer in its HTML before any script runs`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    for (const faq of faqs) {
      expect(html).toContain(escapeHtml(faq.question))
      expect(html).toContain(escapeHtml(faq.answer))
    }
  })
}

for (const width of [390, 1366]) {
  test.describe(`FAQ accordion at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("opens and closes with Enter and Space, a plus while collapsed and a minus while expanded", async ({ page }) => {
      await openPage(page, "/faqs")
      const first = page.getByRole("heading", { name: faqs[0].question }).getByRole("button")
      const second = page.getByRole("heading", { name: faqs[1].question }).getByRole("button")
      const firstAnswer = page.locator(`#${await first.getAttribute("aria-controls")}`)
      await expect(page.getByRole("main").getByRole("button", { expanded: false })).toHaveCount(faqs.length)
      await expect(firstAnswer).toBeHidden()
      await expect(first.locator("[data-icon]")).toHaveAttribute("data-icon", "plus")

      await tabTo(page, first)
      await page.keyboard.press("Enter")
      await expect(first).toHaveAttribute("aria-expanded", "true")
      await expect(firstAnswer).toBeVisible()
      await expect(firstAnswer).toHaveText(faqs[0].answer)
      await expect(first.locator("[data-icon]")).toHaveAttribute("data-icon", "minus")

      await page.keyboard.press("Tab")
      await expect(second).toBeFocused()
      await page.keyboard.press("Space")
      await expect(second).toHaveAttribute("aria-expanded", "true")
      await expect(page.getByText(faqs[1].answer)).toBeVisible()

      await page.keyboard.press("Shift+Tab")
      await page.keyboard.press("Space")
      await expect(first).toHaveAttribute("aria-expanded", "false")
      await expect(firstAnswer).toBeHidden()
      await expect(first.locator("[data-icon]")).toHaveAttribute("data-icon", "plus")
    })
  })
}

test("the home page's FAQ section opens an answer on click", async ({ page }) => {
  await openPage(page, "/")
  const section = page.getByRole("region", { name: "FAQs" })
  const button = section.getByRole("button", { name: faqs[3].question })
  await button.click()
  await expect(section.getByText(faqs[3].answer)).toBeVisible()
  await button.click()
  await expect(section.getByText(faqs[3].answer)).toBeHidden()
})
