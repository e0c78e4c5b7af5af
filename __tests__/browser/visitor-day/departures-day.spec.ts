// The safari page's group departures on the visitor's day, whenever the site was built (its build is for TEST_DAY):
// a departure that has left is hidden before the first paint, React finds the page as the script left it, and
// nothing moves.
import { test, expect, type Page } from "@playwright/test"
import { addDays } from "../../../src/lib/departures"
import { TEST_DAY } from "../../../tools/test-day.mjs"
import { openPage } from "../open-page"
import { layoutShifts, recordLayoutShifts, visitorsChromium, withoutWebFonts } from "../layout-shifts"
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

/**
 * Records, at every frame (before it is painted), which departures are shown: a departure hidden only after a paint
 * would be seen, however briefly.
 */
async function recordShownDepartures(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>()
    ;(window as unknown as { shownDepartures: Set<string> }).shownDepartures = seen
    const frame = () => {
      for (const item of document.querySelectorAll<HTMLElement>("[data-starts]")) if (!item.hidden) seen.add(item.dataset.starts ?? "")
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

const shownDepartures = (page: Page) => page.evaluate(() => [...(window as unknown as { shownDepartures: Set<string> }).shownDepartures].sort())
const departureItems = (page: Page) => page.locator("#departures [data-starts]")

/**
 * A window tall enough that the departures are on the first screen, so any shift of theirs is seen and counted; every
 * band drawn from the start, as a band far down a page is drawn only as it comes near (content-visibility), and
 * drawing it after the first frame would move what is below it, whatever the departures do.
 */
async function departuresOnFirstScreen(page: Page) {
  await page.setViewportSize({ width: 1366, height: 6400 })
  await page.addInitScript(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync("main section { content-visibility: visible !important }")
    document.adoptedStyleSheets = [sheet]
  })
}

/** Opens the page and waits for hydration, as openPage does, for as long as a page drawn whole, photographs and all, takes. */
async function openWhole(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 30_000 })
}

// Whole page loads measured for shifts, in the full Chromium (layout-shifts.ts), without the web fonts: only what
// the departures move counts (a late face's swap once nudged the page's text, 0.0026, 1.9 s into a load on CI).
test.use(visitorsChromium)

test.beforeEach(async ({ page }) => {
  await withoutWebFonts(page)
  await recordLayoutShifts(page)
})

test("on the built day, the Wildlife safari's next three departures show, each with its enquiry, and the way to the other six", async ({ page }) => {
  const errors = watchErrors(page)
  await onDay(page, TEST_DAY)
  await openPage(page, "/safaris/333")
  const section = page.getByRole("region", { name: "Group departures" })
  // Nine to come on the build's day: the next three listed (NEXT_DEPARTURES_SHOWN), earliest first.
  expect(await departureItems(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-starts")))).toEqual([
    "2027-04-17",
    "2027-05-08",
    "2027-05-29",
  ])
  await expect(departureItems(page).filter({ visible: true })).toHaveCount(3)
  await expect(section.getByRole("link", { name: "See 6 later dates and every group departure" })).toHaveAttribute("href", "/departures")
  await expect(section.getByRole("link", { name: "Add these dates to your calendar" })).toHaveAttribute("href", "/safaris/333/departures.ics")
  await expect(section.locator('[data-starts="2027-05-08"]').getByRole("link", { name: "Enquire about these dates" })).toHaveAttribute(
    "href",
    "/trip?safari=333&departure=2027-05-08"
  )
  await expect(section.getByText("No group departures are planned just now.", { exact: false })).toBeHidden()
  expect(errors).toEqual([])
})

test("a departure that has left since the build is never painted, React agrees, and nothing shifts", async ({ page }) => {
  const errors = watchErrors(page)
  await recordShownDepartures(page)
  // The Wildlife safari's second departure starts on 8 May 2027: on that day it has left, with the one before it.
  await onDay(page, "2027-05-08")
  await departuresOnFirstScreen(page)
  await openWhole(page, "/safaris/333")
  expect(await page.locator("#departures").evaluate((section) => section.getBoundingClientRect().bottom)).toBeLessThan(6400)
  await expect(page.locator('[data-starts="2027-04-17"]')).toBeHidden()
  await expect(page.locator('[data-starts="2027-05-08"]')).toBeHidden()
  await expect(page.locator('[data-starts="2027-05-29"]')).toBeVisible()
  await expect(departureItems(page).filter({ visible: true })).toHaveCount(1)
  const shown = await shownDepartures(page)
  expect(shown).not.toContain("2027-04-17")
  expect(shown).not.toContain("2027-05-08")
  expect(await layoutShifts(page)).toEqual([])
  expect(errors).toEqual([])
})

test("a safari whose departures have all left says how to ask for dates, from the first paint", async ({ page }) => {
  const errors = watchErrors(page)
  await recordShownDepartures(page)
  // The Winter safari's last departure starts on 6 March 2027.
  await onDay(page, "2027-03-06")
  await departuresOnFirstScreen(page)
  await openWhole(page, "/safaris/222")
  const section = page.getByRole("region", { name: "Group departures" })
  await expect(departureItems(page).filter({ visible: true })).toHaveCount(0)
  expect(await shownDepartures(page)).toEqual([])
  await expect(section.getByText("No group departures are planned just now.", { exact: false })).toBeVisible()
  await expect(section.getByRole("link", { name: "Tell us the dates that suit you" })).toHaveAttribute("href", "/trip?safari=222")
  expect(await layoutShifts(page)).toEqual([])
  expect(errors).toEqual([])
})

test("the Bespoke safari, with no departures, says how to ask for dates and offers no calendar", async ({ page }) => {
  await onDay(page, TEST_DAY)
  await openPage(page, "/safaris/444")
  const section = page.getByRole("region", { name: "Group departures" })
  await expect(section.getByText("No group departures are planned just now.", { exact: false })).toBeVisible()
  await expect(section.getByRole("link", { name: "See every group departure" })).toHaveAttribute("href", "/departures")
  await expect(section.getByRole("link", { name: "Add these dates to your calendar" })).toHaveCount(0)
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
