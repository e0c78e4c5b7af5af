// From a group departure on the departures page to the business's inbox, in every engine: "Enquire about these dates"
// opens the trip form with the safari, the departure's dates and Group Tour chosen, and the enquiry sent names it.
import { test, expect, screenshot } from "../engines/fixture"
import { enquiryFor, uniqueName } from "../enquiry/steps"
import { TEST_DAY } from "../../../tools/test-day.mjs"
import { attributeOf, find, until } from "./steps"
import { formValues, sendEnquiry } from "./enquiry-steps"

const choiceText = () => document.querySelector("#enquiry-safari")?.textContent?.replace(/\s+/g, " ").trim() ?? ""

/**
 * Sets the page's clock to the tests' day (the build's), from now on in this page: WebDriver has no clock of its own.
 * The site then moves on by following links, so every page after this one reads that day, as a visitor on it would.
 */
function onTheTestDay(day: string) {
  const Real = Date
  const shift = Real.parse(`${day}T09:00:00Z`) - Real.now()
  class OnDay extends Real {
    constructor(...args: []) {
      if (args.length === 0) super(Real.now() + shift)
      else super(...(args as unknown as [number]))
    }
    static now() {
      return Real.now() + shift
    }
  }
  window.Date = OnDay as DateConstructor
}

test("Enquire about these dates on a Wildlife Safaris departure fills the trip form, and the enquiry names the departure", async ({ driver }) => {
  const enquiry = enquiryFor(uniqueName(`Departure journey ${test.info().project.name}`))
  await driver.resize(390, 844)
  await driver.open("/safaris")
  await driver.evaluate(onTheTestDay, TEST_DAY)
  // The finder's link to every departure: a link within the site, so the clock set above stays.
  await driver.click('main a[href="/departures"]')
  await until(driver, "the departures page", () => location.pathname === "/departures" && document.querySelector("[data-departures]") !== null, [])

  const enquire = await find(driver, {
    css: "a",
    name: "Enquire about these dates",
    partial: true,
    within: '[data-departures] [data-starts="2027-05-08"]',
  })
  expect(await attributeOf(driver, enquire, "href")).toBe("/trip?safari=333&departure=2027-05-08")
  await driver.click(enquire)
  await until(
    driver,
    "the trip form, enabled",
    () => location.pathname === "/trip" && !(document.querySelector("#enquiry-name") as HTMLInputElement | null)?.disabled,
    []
  )
  await until(driver, "the departure named beside the safari", choiceText, [], { done: (text) => text.includes("Departure: 8–14 May 2027") })
  expect(await driver.evaluate(choiceText)).toContain("This enquiry is about Wildlife Safaris.")
  const chosen = { departureDate: "2027-05-08", returnDate: "2027-05-14", packageType: "group-tour" }
  expect(await driver.evaluate(formValues)).toMatchObject(chosen)
  await screenshot(driver, "departure-enquiry-390")

  const { shown, saved } = await sendEnquiry(driver, enquiry, { chosen: true })
  expect(shown).toEqual({ ...enquiry, ...chosen })
  expect(saved).toHaveLength(1)
  // The spec's 13 parameters; the safari and the departure on the message's first lines, the visitor's words below.
  expect(saved[0].template_params).toStrictEqual({
    ...enquiry,
    ...chosen,
    message: `Safari: Wildlife Safaris\nDeparture: 8–14 May 2027\n\n${enquiry.message}`,
  })
})
