// A safari's page in every engine: the words of the guests who went on it, and the button that prints its trip notes,
// reached with the keyboard and pressed.
import { test, expect, screenshot } from "../engines/fixture"
import testimonialsJson from "../../../content/testimonials.json"
import safariPage from "../../../content/safari-page.json"
import { safaris } from "../../fixtures/safaris"
import { find, until } from "./steps"

// The shipped content names one safari in a testimonial; the journey follows that one.
const guests = (slug: string) => testimonialsJson.testimonials.filter((testimonial) => "safari" in testimonial && testimonial.safari === slug)
const named = safaris.find((safari) => guests(safari.slug).length > 0)!
const unnamed = safaris.find((safari) => guests(safari.slug).length === 0)!

const guestsShown = () =>
  Array.from(document.querySelectorAll("#guests figure"))
    .filter((figure) => figure.getClientRects().length > 0)
    .map((figure) => (figure.textContent ?? "").replace(/\s+/g, " ").trim())

test("a safari's page shows its guests' words and prints its trip notes from a button the keyboard reaches", async ({ driver }) => {
  await driver.resize(390, 844)
  await driver.open(named.path)
  const heading = await find(driver, { css: "h2", name: safariPage.guests.title, within: "#guests" })
  expect(heading).toBeTruthy()
  const shown = await until(driver, "the guests' words", guestsShown, [], { done: (figures) => figures.length === guests(named.slug).length })
  for (const [index, guest] of guests(named.slug).entries()) {
    expect(shown[index]).toContain(guest.quote)
    expect(shown[index]).toContain(guest.name)
    expect(shown[index]).toContain(guest.job)
  }
  await driver.evaluate(() => document.getElementById("guests")?.scrollIntoView({ block: "center" }))
  await screenshot(driver, "safari-guests-390")

  // The button comes after the price card's call to action: one Tab from it, as the page reads.
  const print = await find(driver, { css: "button", name: safariPage.tripNotes.button, within: "#overview" })
  const plan = await find(driver, { css: "a", name: `Plan this safari for ${named.title}`, within: "#overview" })
  await driver.evaluate((css: string) => {
    ;(document.querySelector(css) as HTMLElement).focus()
    // The print window is the browser's own, and would stop the journey: the button's press is counted instead.
    const counted = window as unknown as { __printed: number }
    counted.__printed = 0
    window.print = () => {
      counted.__printed += 1
    }
  }, plan)
  await driver.press("Tab")
  await until(driver, "the print button focused", (css: string) => document.activeElement === document.querySelector(css), [print])
  await driver.press("Enter")
  await until(driver, "the print window asked for once", () => (window as unknown as { __printed: number }).__printed, [], { expected: 1 })
})

test("a safari no testimonial names has no guests' section", async ({ driver }) => {
  await driver.open(unnamed.path)
  await find(driver, { css: "h1", name: unnamed.title })
  expect(await driver.evaluate(() => document.getElementById("guests") === null)).toBe(true)
  await find(driver, { css: "button", name: safariPage.tripNotes.button, within: "#overview" })
})
