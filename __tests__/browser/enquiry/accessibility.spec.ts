import { test, expect } from "@playwright/test"
import { axeViolations } from "../axe"
import { enquiryFor, failureText, fillEnquiryForm, openEnquiryForm, successText, uniqueName } from "./steps"

for (const width of [390, 1366]) {
  test.describe(`/trip at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test("has no axe violations with the flexible dates field and the failure message shown", async ({ page }) => {
      await page.route("**/api/v1.0/email/send", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }))
      await openEnquiryForm(page)
      await fillEnquiryForm(page, enquiryFor(uniqueName("Axe failure")))
      await page.getByRole("button", { name: "Plan My Trip" }).click()
      await expect(page.getByRole("status")).toContainText(failureText)
      await expect(page.getByLabel(/Describe your flexible dates/)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })

    test("has no axe violations after a successful send", async ({ page }) => {
      await openEnquiryForm(page)
      await fillEnquiryForm(page, enquiryFor(uniqueName("Axe success")))
      await page.getByRole("button", { name: "Plan My Trip" }).click()
      await expect(page.getByRole("status")).toHaveText(successText)
      expect(await axeViolations(page)).toEqual([])
    })

    test("every control is at least 44 px tall and its label stays visible", async ({ page }) => {
      await openEnquiryForm(page)
      const controls = page.locator("form input:not([type=radio]):not([name=website]), form textarea, form button, form label:has(input[type=radio])")
      for (const control of await controls.all()) {
        const box = await control.boundingBox()
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
      }
      for (const label of ["Full name", "E-mail address", "Phone number", "Departure date", "Return date", "Adults", "Children (under 12)"]) {
        await expect(page.locator("label", { hasText: label }).first()).toBeVisible()
      }
    })
  })
}
