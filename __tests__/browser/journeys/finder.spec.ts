// The safari finder on a phone, in every engine: a month and a kind chosen by pointer and by keyboard, the count
// read out, the back button, and Plan this safari opening the trip form with the safari and the month.
import { test, expect, screenshot } from "../engines/fixture"
import { attributeOf, find, until } from "./steps"

const shown = () =>
  Array.from(document.querySelectorAll("#finder li[data-card]"))
    .filter((card) => card.getClientRects().length > 0)
    .map((card) => card.querySelector("h3")?.textContent ?? "")
const status = () => document.querySelector('#finder [role="status"]')?.textContent ?? ""
const address = () => location.pathname + location.search
const flexibleDates = () => {
  const yes = document.querySelector<HTMLInputElement>('input[name="isFlexible"][value="yes"]')
  const dates = document.querySelector<HTMLInputElement>('input[name="flexibleDates"]')
  return `${yes?.checked ? "yes" : "no"}: ${dates?.value ?? "(no field)"}`
}

test("the safari finder narrows the list by month and kind, keeps it in the address, and plans a safari for that month", async ({ driver }) => {
  await driver.resize(390, 844)
  await driver.open("/safaris")
  expect(await driver.evaluate(shown)).toEqual(["Adventure Safaris", "Winter Safaris", "Wildlife Safaris", "Bespoke Safaris"])

  await driver.click(await find(driver, { css: "a", name: "October", within: "#finder" }))
  await until(driver, "October in the address", address, [], { expected: "/safaris?month=october" })
  await until(driver, "the count read out", status, [], { expected: "Showing 3 of 4 safaris." })
  expect(await driver.evaluate(shown)).toEqual(["Adventure Safaris", "Wildlife Safaris", "Bespoke Safaris"])

  // By keyboard: focus on a choice, Enter applies it.
  const winter = await find(driver, { css: "a", name: "Winter", within: "#finder" })
  await driver.evaluate((selector: string) => (document.querySelector(selector) as HTMLElement).focus(), winter)
  await driver.press("Enter")
  await until(driver, "October and Winter in the address", address, [], { expected: "/safaris?month=october&kind=winter" })
  await until(driver, "no safari fits, read out", status, [], { expected: "No safari fits all of these choices." })
  expect(await attributeOf(driver, winter, "aria-current")).toBe("true")
  await find(driver, { css: "a", name: "Tell us about your trip", within: "#finder" })
  await screenshot(driver, "finder-no-match-390")

  await driver.evaluate(() => history.back())
  await until(driver, "back to October alone", address, [], { expected: "/safaris?month=october" })
  await until(driver, "the three October safaris again", () => document.querySelectorAll("#finder li[data-card]:not([hidden])").length, [], {
    expected: 3,
  })

  const plan = await find(driver, { css: "a", name: "Plan this safari Wildlife Safaris", within: "#finder" })
  expect(await attributeOf(driver, plan, "href")).toBe("/trip?safari=333&month=october")
  await driver.click(plan)
  await until(driver, "the trip form", address, [], { expected: "/trip?safari=333&month=october" })
  await until(driver, "October as the flexible dates", flexibleDates, [], { expected: "yes: October" })
  expect(await driver.problems()).toEqual([])
})
