// The whole trip enquiry, typed key by key as a visitor types it, in every engine.
import { test, expect, screenshot } from "../engines/fixture"
import { emptyEnquiry } from "../../../src/enquiry/model"
import { savedEnquiries } from "../enquiry/inbox"
import { enquiryFor, failureText, uniqueName } from "../enquiry/steps"
import { clickOn, until } from "./steps"
import { fillEnquiry, formValues, openForm, sendEnquiry } from "./enquiry-steps"

test("a typed enquiry reaches the inbox with exactly its 13 parameters, says so and resets the form", async ({ driver }) => {
  const enquiry = enquiryFor(uniqueName(`Journey ${test.info().project.name}`))
  await openForm(driver)
  const { shown, saved } = await sendEnquiry(driver, enquiry)
  expect(shown).toEqual(enquiry)
  expect(saved).toHaveLength(1)
  expect(saved[0].template_params).toStrictEqual(enquiry)

  const reset = await driver.evaluate(formValues)
  // Back to the defaults (the unit tests hold those to the spec).
  expect(reset).toEqual({ ...emptyEnquiry, adults: Number(emptyEnquiry.adults), children: Number(emptyEnquiry.children) })
  expect(await driver.evaluate(() => document.querySelector("#enquiry-flexibleDates"))).toBeNull()
  await screenshot(driver, "trip-sent-390")
})

test("a send that fails shows the failure message and keeps every value", async ({ driver }) => {
  const enquiry = enquiryFor(uniqueName(`Journey failure ${test.info().project.name}`))
  await openForm(driver)
  await fillEnquiry(driver, enquiry)
  // The connection drops: the same in every engine, as WebDriver has no request interception.
  await driver.evaluate(() => {
    window.fetch = () => Promise.reject(new TypeError("Network connection was lost"))
  })
  await clickOn(driver, { css: "button", name: "Plan My Trip" })
  await until(
    driver,
    "the failure message",
    (expected: string) => {
      const text = document.querySelector('[role="status"]')?.textContent?.replace(/\s+/g, " ").trim() ?? ""
      return text.startsWith(expected)
    },
    [failureText]
  )
  expect(await driver.evaluate(formValues)).toEqual(enquiry)
  expect(savedEnquiries().filter((line) => line.template_params.name === enquiry.name)).toEqual([])
})
