// The page of every group departure (/departures): in the prerendered HTML, month by month, each with its safari, dates,
// status, places, price and the enquiry that starts from it; on a visitor's later day, a departure that has left is gone
// before the first paint, with no layout shift and no hydration error; the calendar file it links to, as a calendar.
import { test, expect, type Page } from "@playwright/test"
import ICAL from "ical.js"
import { openPage } from "../open-page"
import { layoutShifts, recordLayoutShifts, withoutWebFonts } from "../layout-shifts"
import { safaris } from "../../fixtures/safaris"
import { dateRange, monthOf, upcomingDepartures } from "../../../src/lib/departures"
import { TEST_DAY } from "../../../tools/test-day.mjs"

// The shipped departures still to come on the tests' day, earliest first, with their safaris.
const departures = safaris
  .flatMap((safari) =>
    upcomingDepartures(safari.slug, safari.departures ?? [], safari.itinerary.length, TEST_DAY).map((each) => ({ ...each, safari }))
  )
  .sort((a, b) => a.start.localeCompare(b.start))

const months = (page: Page) => page.locator("main section[data-while-any]:visible h2").allTextContents()
const shown = (page: Page) => page.locator("main li[data-starts]:visible")
const noon = (day: string) => new Date(`${day}T12:00:00Z`)

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test("every departure still to come is in the HTML, by month, with its safari, dates, status, places, price and enquiry", async ({ page }) => {
    await page.goto("/departures")
    await expect(page.getByRole("heading", { level: 1, name: "Group departures" })).toBeVisible()
    expect(await months(page)).toEqual([...new Set(departures.map((each) => monthOf(each.start)))])
    await expect(shown(page)).toHaveCount(departures.length)

    // The Adventure safari's July departure is full, at its own price; its Midsummer one has a note and places.
    const july = shown(page)
      .filter({ hasText: "Adventure Safaris" })
      .filter({ hasText: dateRange("2027-07-10", "2027-07-16") })
    await expect(july.getByRole("link", { name: "Adventure Safaris", exact: true })).toHaveAttribute("href", "/safaris/111")
    await expect(july).toContainText("Full: join the waiting list")
    await expect(july).toContainText("£1,795 per person for these dates")
    await expect(july.getByRole("link", { name: /^Join the waiting list Adventure Safaris/ })).toHaveAttribute(
      "href",
      "/trip?safari=111&departure=2027-07-10"
    )
    const june = shown(page).filter({ hasText: dateRange("2027-06-12", "2027-06-18") })
    await expect(june).toContainText("Guaranteed to run")
    await expect(june).toContainText("4 places left")
    await expect(june).toContainText("Midsummer: wild swimming in the long evenings.")
    await expect(june.getByRole("link", { name: "Enquire about these dates Adventure Safaris 12–18 June 2027" })).toHaveAttribute(
      "href",
      "/trip?safari=111&departure=2027-06-12"
    )
    // A departure at the guide price says no price of its own.
    const march = shown(page)
      .filter({ hasText: "Adventure Safaris" })
      .filter({ hasText: dateRange("2027-03-13", "2027-03-19") })
    await expect(march).not.toContainText("£")

    await expect(page.getByRole("link", { name: "Add every departure to your calendar" })).toHaveAttribute("href", "/departures.ics")
    await expect(page.getByText("No group departures are planned just now.")).toBeHidden()
  })

  test("is reached from the list of safaris by a plain link", async ({ page }) => {
    await page.goto("/safaris")
    await page.getByRole("link", { name: "See every group departure by month" }).click()
    await expect(page).toHaveURL(/\/departures$/)
  })

  test("the finder's page of a month counts each safari's departures in it", async ({ page }) => {
    await page.goto("/safaris/month/may")
    const card = (title: string) => page.locator("li[data-card]").filter({ has: page.getByRole("heading", { name: title }) })
    await expect(card("Wildlife Safaris")).toContainText("2 group departures in May")
    await expect(card("Adventure Safaris")).toContainText("1 group departure in May")
    await expect(card("Bespoke Safaris").locator("[data-departure-count]")).toBeHidden()
  })
})

test.describe("on the visitor's own day", () => {
  test("a departure that has left is gone before the first paint, its month with it, with no shift and no error", async ({ page }) => {
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    // The Winter safari's departure of 5 December, the only one that month, starts today.
    await page.clock.setFixedTime(noon("2026-12-05"))
    // Without the web fonts, whose swap can move the banner's text by a pixel: only what leaving out moves counts.
    await withoutWebFonts(page)
    await recordLayoutShifts(page)
    await openPage(page, "/departures")
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const first = departures[0]
    expect(first.start).toBe("2026-12-05")
    expect(await months(page)).not.toContain("December 2026")
    await expect(shown(page)).toHaveCount(departures.length - 1)
    await expect(page.locator(`li[data-starts="${first.start}"]`)).toBeHidden()
    expect(await layoutShifts(page)).toEqual([])
    expect(errors).toEqual([])
  })

  test("once every departure has left, it says none are planned and how to ask for dates", async ({ page }) => {
    const errors: string[] = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.clock.setFixedTime(noon(departures[departures.length - 1].start))
    await openPage(page, "/departures")
    await expect(shown(page)).toHaveCount(0)
    const none = page.getByText("No group departures are planned just now.")
    await expect(none).toBeVisible()
    await expect(none.getByRole("link", { name: "Tell us when you would like to travel" })).toHaveAttribute("href", "/trip")
    expect(errors).toEqual([])
  })

  test("the finder counts only the departures still to come in the month chosen", async ({ page }) => {
    // The Wildlife safari's departure of 8 May has left; the one of 29 May has not.
    await page.clock.setFixedTime(noon("2027-05-10"))
    await openPage(page, "/safaris?month=may")
    const wildlife = page.locator("li[data-card]").filter({ has: page.getByRole("heading", { name: "Wildlife Safaris" }) })
    await expect(wildlife).toContainText("1 group departure in May")
  })
})

test("the calendar of every departure is served as a calendar, and a parser finds each departure in it", async ({ request }) => {
  const response = await request.get("/departures.ics")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8")
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  const uids = calendar.getAllSubcomponents("vevent").map((event) => String(event.getFirstPropertyValue("uid")))
  expect(uids).toEqual(departures.map((each) => `${each.id}@www.wildglensafaris.co.uk`))
  const wildlife = await request.get("/safaris/333/departures.ics")
  expect(wildlife.headers()["content-type"]).toBe("text/calendar; charset=utf-8")
  expect(new ICAL.Component(ICAL.parse(await wildlife.text())).getAllSubcomponents("vevent")).toHaveLength(
    departures.filter((each) => each.safari.slug === "333").length
  )
  // A safari with no departures has no calendar.
  expect((await request.get("/safaris/444/departures.ics", { maxRedirects: 0 })).status()).not.toBe(200)
})
