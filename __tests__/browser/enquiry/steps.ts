// What a visitor types into the trip form in the browser tests, and how.
import { expect, type Page } from "@playwright/test"
import { openPage } from "../open-page"
import site from "../../../content/site.json"

export const failureText = `Failed to send your inquiry. Please try again or send an email to ${site.email}`
export const successText = "Your trip inquiry has been sent successfully!"

/** A date `days` from today on the browser's clock, as a date input's value. */
export function daysFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A unique visitor name, so each test finds its own line in the shared test inbox. */
export const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

export function enquiryFor(name: string) {
  return {
    name,
    email: "morag@example.com",
    phone: "+44 7700 900123",
    destination: "Isle of Mull",
    departureDate: daysFromToday(60),
    returnDate: daysFromToday(67),
    isFlexible: "yes",
    flexibleDates: "A week either side",
    adults: 2,
    children: 1,
    packageType: "private-tour",
    budget: "1000-2000",
    message: "Otters and sea eagles, please.",
  }
}

/** Waits for hydration: the form is disabled in the prerendered HTML until its JavaScript runs. */
export async function openEnquiryForm(page: Page) {
  await openPage(page, "/trip")
  await expect(page.getByLabel("Full name")).toBeEnabled()
}

export async function fillEnquiryForm(page: Page, enquiry: ReturnType<typeof enquiryFor>) {
  await page.getByLabel("Full name").fill(enquiry.name)
  await page.getByLabel("E-mail address").fill(enquiry.email)
  await page.getByLabel("Phone number").fill(enquiry.phone)
  await page.getByLabel(/Where would you like to go/).fill(enquiry.destination)
  await page.getByLabel("Departure date").fill(enquiry.departureDate)
  await page.getByLabel("Return date").fill(enquiry.returnDate)
  await page.getByRole("group", { name: "Are your dates flexible?" }).getByRole("radio", { name: "Yes" }).check()
  await page.getByLabel(/Describe your flexible dates/).fill(enquiry.flexibleDates)
  await page.getByLabel("Adults").fill(String(enquiry.adults))
  await page.getByLabel("Children (under 12)").fill(String(enquiry.children))
  await page.getByRole("radio", { name: "Private Tour" }).check()
  await page.getByRole("radio", { name: "£1,000-£2,000" }).check()
  await page.getByLabel(/Message/).fill(enquiry.message)
}

/** Every value the visitor typed is still in the form. */
export async function expectValuesKept(page: Page, enquiry: ReturnType<typeof enquiryFor>) {
  await expect(page.getByLabel("Full name")).toHaveValue(enquiry.name)
  await expect(page.getByLabel("E-mail address")).toHaveValue(enquiry.email)
  await expect(page.getByLabel("Phone number")).toHaveValue(enquiry.phone)
  await expect(page.getByLabel(/Where would you like to go/)).toHaveValue(enquiry.destination)
  await expect(page.getByLabel("Departure date")).toHaveValue(enquiry.departureDate)
  await expect(page.getByLabel("Return date")).toHaveValue(enquiry.returnDate)
  await expect(page.getByRole("radio", { name: "Yes" })).toBeChecked()
  await expect(page.getByLabel(/Describe your flexible dates/)).toHaveValue(enquiry.flexibleDates)
  await expect(page.getByLabel("Adults")).toHaveValue(String(enquiry.adults))
  await expect(page.getByLabel("Children (under 12)")).toHaveValue(String(enquiry.children))
  await expect(page.getByRole("radio", { name: "Private Tour" })).toBeChecked()
  await expect(page.getByRole("radio", { name: "£1,000-£2,000" })).toBeChecked()
  await expect(page.getByLabel(/Message/)).toHaveValue(enquiry.message)
}
