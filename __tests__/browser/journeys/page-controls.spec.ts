// The controls on every kind of page: the phone menu, an FAQ, the testimonials.
import { test, expect, screenshot } from "../engines/fixture"
import faqsJson from "../../../content/faqs.json"
import testimonialsJson from "../../../content/testimonials.json"
import { attributeOf, find, until } from "./steps"

const menuShown = () => {
  const menu = document.getElementById("main-menu")
  return menu !== null && menu.getClientRects().length > 0 && getComputedStyle(menu).visibility !== "hidden"
}

test("the phone menu opens and closes at 390 px", async ({ driver }) => {
  await driver.resize(390, 844)
  await driver.open("/about")
  const toggle = await find(driver, { css: "button", name: "Main menu" })
  expect(await attributeOf(driver, toggle, "aria-expanded")).toBe("false")
  expect(await driver.evaluate(menuShown)).toBe(false)

  await driver.click(toggle)
  await until(driver, "the menu to open", menuShown, [])
  expect(await attributeOf(driver, toggle, "aria-expanded")).toBe("true")
  await find(driver, { css: "a", name: "Plan Your Trip", within: "#main-menu" })
  await screenshot(driver, "menu-open-390")

  await driver.click(toggle)
  await until(driver, "the menu to close", menuShown, [], { expected: false })
  expect(await attributeOf(driver, toggle, "aria-expanded")).toBe("false")
})

test("an FAQ opens to show its answer and closes again", async ({ driver }) => {
  const [faq] = faqsJson.faqs
  await driver.open("/faqs")
  const question = await find(driver, { css: "h3 button, h2 button", name: faq.question })
  const answerShown = (css: string) => {
    const answer = document.getElementById(document.querySelector(css)!.getAttribute("aria-controls")!)
    return answer !== null && answer.getClientRects().length > 0 ? answer.textContent!.trim() : null
  }
  expect(await driver.evaluate(answerShown, question)).toBeNull()
  await driver.click(question)
  expect(await until(driver, "the answer to show", answerShown, [question])).toBe(faq.answer)
  expect(await attributeOf(driver, question, "aria-expanded")).toBe("true")
  await driver.click(question)
  await until(driver, "the answer to hide", answerShown, [question], { expected: null })
  expect(await attributeOf(driver, question, "aria-expanded")).toBe("false")
})

test("the testimonials step both ways, wrapping at the ends", async ({ driver }) => {
  const [first, second] = testimonialsJson.testimonials
  await driver.open("/")
  const carousel = '[aria-label="Guest testimonials"]'
  const shownQuote = (css: string) =>
    Array.from(document.querySelectorAll(`${css} figure`))
      .filter((figure) => figure.getClientRects().length > 0)
      .map((figure) => figure.querySelector("blockquote")?.textContent?.trim() ?? figure.textContent?.trim())
      .join(" | ")
  const shows = (quote: string) =>
    until(
      driver,
      `the quote "${quote.slice(0, 30)}…"`,
      (css: string, text: string) => {
        const shown = Array.from(document.querySelectorAll(`${css} figure`)).filter((figure) => figure.getClientRects().length > 0)
        return shown.length === 1 && (shown[0].textContent ?? "").includes(text)
      },
      [carousel, quote]
    )

  await shows(first.quote)
  const next = await find(driver, { css: "button", name: "Next testimonial", within: carousel })
  const previous = await find(driver, { css: "button", name: "Previous testimonial", within: carousel })
  await driver.click(next)
  await shows(second.quote)
  await driver.click(next)
  await shows(first.quote)
  await driver.click(previous)
  await shows(second.quote)
  await driver.click(previous)
  await shows(first.quote)
  expect(await driver.evaluate(shownQuote, carousel)).toContain(first.quote)
})
