import { test, expect, type Page } from "@playwright/test"
import { savedEnquiries } from "./inbox"
import { daysFromToday, openEnquiryForm, successText, uniqueName } from "./steps"

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? "")

/** Presses Tab until the field named `name` has focus (date fields have a stop per part and one for the calendar). */
async function tabTo(page: Page, name: string, maxPresses = 6) {
  for (let presses = 0; presses < maxPresses && (await focusedName(page)) !== name; presses += 1) await page.keyboard.press("Tab")
  expect(await focusedName(page)).toBe(name)
}

/** Chromium's date fields take digits in the order of its own locale (mm dd yyyy or dd mm yyyy): find out which. */
async function dateTyping(page: Page): Promise<(iso: string) => string> {
  const probe = await page.context().newPage()
  await probe.setContent('<input type="date" aria-label="probe">')
  await probe.getByLabel("probe").focus()
  await probe.keyboard.type("01022030")
  const dayFirst = (await probe.getByLabel("probe").inputValue()) === "2030-02-01"
  await probe.close()
  return (iso) => {
    const [year, month, day] = iso.split("-")
    return dayFirst ? `${day}${month}${year}` : `${month}${day}${year}`
  }
}

test("the whole enquiry can be completed and sent with the keyboard alone", async ({ page }) => {
  const name = uniqueName("Keyboard")
  const asTyped = await dateTyping(page)
  await openEnquiryForm(page)
  // From the top of the page (skip link, navigation, the e-mail link), Tab to the first field: no clicking anywhere.
  await tabTo(page, "name", 40)
  await page.keyboard.type(name)
  await tabTo(page, "email")
  await page.keyboard.type("keys@example.com")
  await tabTo(page, "phone")
  await page.keyboard.type("01632 960418")
  await tabTo(page, "destination")
  await page.keyboard.type("Cairngorms")
  await tabTo(page, "departureDate")
  await page.keyboard.type(asTyped(daysFromToday(30)))
  await tabTo(page, "returnDate")
  await page.keyboard.type(asTyped(daysFromToday(34)))
  await tabTo(page, "isFlexible")
  await page.keyboard.press("ArrowRight")
  await expect(page.getByRole("radio", { name: "Yes" })).toBeChecked()
  await tabTo(page, "flexibleDates")
  await page.keyboard.type("Any week in June")
  await tabTo(page, "adults")
  await page.keyboard.press("ArrowUp")
  await tabTo(page, "children")
  await page.keyboard.press("ArrowUp")
  await tabTo(page, "packageType")
  await page.keyboard.press("Space")
  await tabTo(page, "budget")
  await page.keyboard.press("ArrowRight")
  await tabTo(page, "message")
  await page.keyboard.type("Red squirrels.")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Plan My Trip" })).toBeFocused()
  await page.keyboard.press("Enter")

  await expect(page.getByRole("status")).toHaveText(successText)
  const saved = savedEnquiries().filter((line) => line.template_params.name === name)
  expect(saved.map((line) => line.template_params)).toEqual([
    {
      name,
      email: "keys@example.com",
      phone: "01632 960418",
      destination: "Cairngorms",
      departureDate: daysFromToday(30),
      returnDate: daysFromToday(34),
      isFlexible: "yes",
      flexibleDates: "Any week in June",
      adults: 2,
      children: 1,
      packageType: "group-tour",
      budget: "500-1000",
      message: "Red squirrels.",
    },
  ])
})
