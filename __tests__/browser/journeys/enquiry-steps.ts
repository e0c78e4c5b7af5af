// The steps of a trip enquiry in every engine, typed key by key as a visitor types it.
import type { EngineDriver } from "../engines/driver"
import { successText, type enquiryFor } from "../enquiry/steps"
import { savedEnquiries } from "../enquiry/inbox"
import { clickOn, find, until } from "./steps"

type Enquiry = ReturnType<typeof enquiryFor>

const field = (driver: EngineDriver, label: string) => find(driver, { css: "input, textarea", name: label, partial: true })

/**
 * Types a date into a date input as a visitor does: as the browser shows it, in its locale's order and with its
 * separators (01/22/2027 in en-US). Chromium and Firefox move to the next part once one is full; WebKit only on
 * the separator, which all three take.
 */
async function typeDate(driver: EngineDriver, label: string, iso: string) {
  const selector = await field(driver, label)
  const [year, month, day] = iso.split("-").map(Number)
  const shown = await driver.evaluate(
    (y: number, m: number, d: number) =>
      new Intl.DateTimeFormat(navigator.language, { year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(y, m - 1, d)),
    year,
    month,
    day
  )
  await driver.type(selector, shown)
  await until(driver, `${label} to read ${iso}`, (css: string) => (document.querySelector(css) as HTMLInputElement).value, [selector], {
    expected: iso,
  })
}

/** Replaces a number field's value as a visitor does: delete what is there, type the new number. */
async function retypeNumber(driver: EngineDriver, label: string, value: number) {
  const selector = await field(driver, label)
  await driver.click(selector)
  const length = await driver.evaluate((css: string) => (document.querySelector(css) as HTMLInputElement).value.length, selector)
  for (let i = 0; i < length; i += 1) await driver.press("Backspace")
  await driver.type(selector, String(value))
}

/** `chosen`: the form already holds the dates and package of a group departure, which the visitor keeps. */
export async function fillEnquiry(driver: EngineDriver, enquiry: Enquiry, { chosen = false } = {}) {
  await driver.type(await field(driver, "Full name"), enquiry.name)
  await driver.type(await field(driver, "E-mail address"), enquiry.email)
  await driver.type(await field(driver, "Phone number"), enquiry.phone)
  await driver.type(await field(driver, "Where would you like to go"), enquiry.destination)
  if (!chosen) {
    await typeDate(driver, "Departure date", enquiry.departureDate)
    await typeDate(driver, "Return date", enquiry.returnDate)
  }
  await clickOn(driver, { css: 'input[type="radio"]', name: "Yes" })
  // The field appears once the visitor says the dates are flexible.
  await until(driver, "the flexible dates field", () => document.querySelector("#enquiry-flexibleDates") !== null, [])
  await driver.type(await field(driver, "Describe your flexible dates"), enquiry.flexibleDates)
  await retypeNumber(driver, "Adults", enquiry.adults)
  await retypeNumber(driver, "Children (under 12)", enquiry.children)
  if (!chosen) await clickOn(driver, { css: 'input[type="radio"]', name: "Private Tour" })
  await clickOn(driver, { css: 'input[type="radio"]', name: "£1,000-£2,000" })
  await driver.type(await field(driver, "Message"), enquiry.message)
}

/** The form's values as the page holds them, in the enquiry's own shape. */
export const formValues = () => {
  const form = document.querySelector('form[aria-label="Trip enquiry"]') as HTMLFormElement
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? "")
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    destination: text("destination"),
    departureDate: text("departureDate"),
    returnDate: text("returnDate"),
    isFlexible: text("isFlexible"),
    flexibleDates: text("flexibleDates"),
    adults: Number(text("adults")),
    children: Number(text("children")),
    packageType: text("packageType"),
    budget: text("budget"),
    message: text("message"),
  }
}

export const statusText = () => document.querySelector('[role="status"]')?.textContent?.replace(/\s+/g, " ").trim() ?? ""

/** The trip form on a phone, at `path` (/trip, or /trip?safari=222), once its script has taken over. */
export async function openForm(driver: EngineDriver, path = "/trip") {
  await driver.resize(390, 844)
  await driver.open(path)
  // The prerendered form is disabled until its script has taken over.
  await until(driver, "the form to be enabled", () => !(document.querySelector("#enquiry-name") as HTMLInputElement).disabled, [])
}

/** Fills the form, checks it holds the enquiry, sends it and waits for the success message; returns what the inbox saved of it. */
export async function sendEnquiry(driver: EngineDriver, enquiry: Enquiry, options: { chosen?: boolean } = {}) {
  await fillEnquiry(driver, enquiry, options)
  const shown = await driver.evaluate(formValues)
  await clickOn(driver, { css: "button", name: "Plan My Trip" })
  await until(driver, "the success message", statusText, [], { expected: successText })
  return { shown, saved: savedEnquiries().filter((line) => line.template_params.name === enquiry.name) }
}
