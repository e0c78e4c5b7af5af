// From a safari's own page to the business's inbox, in every engine: the page's call to action opens the trip form
// knowing the safari, and the enquiry sent names it.
import { test, expect, screenshot } from "../engines/fixture"
import { enquiryFor, uniqueName } from "../enquiry/steps"
import { attributeOf, find, until } from "./steps"
import { sendEnquiry } from "./enquiry-steps"

const choiceText = () => document.querySelector("#enquiry-safari p")?.textContent?.replace(/\s+/g, " ").trim() ?? ""

test("Plan this safari on the Winter Safaris page fills the trip form, and the enquiry reaches the inbox naming the safari", async ({ driver }) => {
  const enquiry = enquiryFor(uniqueName(`Safari journey ${test.info().project.name}`))
  await driver.resize(390, 844)
  await driver.open("/safaris/222")
  const cta = await find(driver, { css: "a", name: "Plan this safari for Winter Safaris", within: "#overview" })
  expect(await attributeOf(driver, cta, "href")).toBe("/trip?safari=222")
  await driver.click(cta)
  await until(
    driver,
    "the trip form, enabled",
    () => location.pathname === "/trip" && !(document.querySelector("#enquiry-name") as HTMLInputElement | null)?.disabled,
    []
  )
  await until(driver, "the safari named on the form", choiceText, [], { expected: "This enquiry is about Winter Safaris." })

  const { shown, saved } = await sendEnquiry(driver, enquiry)
  expect(shown).toEqual(enquiry)
  expect(saved).toHaveLength(1)
  // The spec's 13 parameters, the safari on the message's first line and the visitor's words unchanged below it.
  expect(saved[0].template_params).toStrictEqual({ ...enquiry, message: `Safari: Winter Safaris\n\n${enquiry.message}` })
  // Sent, the enquiry is about no safari any more.
  await until(driver, "the safari cleared", choiceText, [], {
    expected: "Enquiring about one of our safaris? Choose from our safaris, or tell us below what you would love to do.",
  })
  await screenshot(driver, "safari-enquiry-sent-390")
})
