// The site on the visitor's day, whenever it was built (its build is for TEST_DAY): the trip form opened from a group
// departure, an address naming one that has left, and every page a year on with no error and this year's footer.
// (The departures page's own day tests: __tests__/browser/content/departures-page.spec.ts.)
import { test, expect, type Page } from "@playwright/test"
import { addDays } from "../../../src/lib/departures"
import { TEST_DAY } from "../../../tools/test-day.mjs"
import { openPage } from "../open-page"
import { layoutShifts, recordLayoutShifts } from "../layout-shifts"
import { routes } from "../routes"

/** Every script error and console error of the pages `page` opens (React's hydration errors #418, #423 and #425 among them). */
function watchErrors(page: Page) {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

/** Morning in Scotland on `day`. */
const onDay = (page: Page, day: string) => page.clock.setFixedTime(new Date(`${day}T09:00:00Z`))

test.beforeEach(async ({ page }) => {
  await recordLayoutShifts(page)
})

test("the departure a visitor opened /trip from is named beside the safari, its dates and Group Tour filled", async ({ page }) => {
  const errors = watchErrors(page)
  await onDay(page, TEST_DAY)
  await openPage(page, "/departures")
  await page.locator('[data-starts="2027-06-19"]').getByRole("link", { name: "Join the waiting list" }).click()
  await expect(page).toHaveURL("/trip?safari=333&departure=2027-06-19")
  await expect(page.locator("#enquiry-safari")).toContainText("Departure: 19–25 June 2027 (waiting list)")
  await expect(page.getByLabel("Departure date")).toHaveValue("2027-06-19")
  await expect(page.getByLabel("Return date")).toHaveValue("2027-06-25")
  await expect(page.getByRole("radio", { name: "Group Tour" })).toBeChecked()
  expect(errors).toEqual([])
})

test("an address naming a departure that has left keeps the safari and leaves the dates to the visitor", async ({ page }) => {
  await onDay(page, "2027-05-08")
  await openPage(page, "/trip?safari=333&departure=2027-05-08")
  await expect(page.locator("#enquiry-safari")).toContainText("This enquiry is about Wildlife Safaris.")
  await expect(page.locator("#enquiry-safari")).not.toContainText("Departure:")
  await expect(page.getByLabel("Departure date")).toHaveValue("")
})

test("the box naming the safari keeps its height when a departure is named in it", async ({ page }) => {
  await onDay(page, TEST_DAY)
  await openPage(page, "/trip")
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    const empty = await page.locator("#enquiry-safari").boundingBox()
    await openPage(page, "/trip?safari=333&departure=2027-05-29")
    await expect(page.locator("#enquiry-safari")).toContainText("Departure: 29 May – 4 June 2027")
    expect((await page.locator("#enquiry-safari").boundingBox())?.height).toBe(empty?.height)
    expect(await layoutShifts(page)).toEqual([])
    await openPage(page, "/trip")
  }
})

test.describe("every page a year on, and on the second day of the next year", () => {
  const year = Number(TEST_DAY.slice(0, 4))
  for (const day of [addDays(TEST_DAY, 365), `${year + 1}-01-02`]) {
    test(`on ${day}: no error on any page, and the footer shows ${day.slice(0, 4)}`, async ({ page }) => {
      test.setTimeout(120_000)
      const errors = watchErrors(page)
      await onDay(page, day)
      for (const { path } of routes) {
        await openPage(page, path)
        await expect(page.locator("footer p").filter({ hasText: "©" }).locator("span"), path).toHaveText(day.slice(0, 4))
        expect(errors, path).toEqual([])
      }
    })
  }
})
