import fs from "node:fs"
import path from "node:path"
import { test, expect } from "@playwright/test"
import { openPage } from "../open-page"
import { asOneLine, pdfPages } from "../pdf-text"
import { safaris } from "../../fixtures/safaris"
import site from "../../../content/site.json"
import navigation from "../../../content/navigation.json"
import safariPage from "../../../content/safari-page.json"

// A safari's page printed, or saved as a PDF from the print window, is its trip notes: what a guest plans with, on
// at most three sheets of A4 or US Letter, with nothing that only works on a screen.
const pounds = (amount: number) => `£${amount.toLocaleString("en-GB")}`
const MAX_PAGES = 3
const formats = ["A4", "Letter"] as const
// Links lead nowhere on paper: none of the menu's or the footer's, and not the buttons.
const screenOnly = [
  ...navigation.main.map((link) => link.name),
  ...navigation.footer.flatMap((group) => [group.title, ...group.links.map((link) => link.name)]),
  safariPage.tripNotes.button,
  safariPage.guests.title,
  "Seen on this safari lately",
  "Skip to content",
  "Photographs",
]

for (const safari of safaris) {
  for (const format of formats) {
    test(`${safari.path} prints as trip notes on ${MAX_PAGES} ${format} pages at most, every day whole, with how to enquire`, async ({
      page,
    }, testInfo) => {
      await openPage(page, safari.path)
      const address = await page.locator('link[rel="canonical"]').getAttribute("href")
      await page.emulateMedia({ media: "print" })
      await page.evaluate(() => document.fonts.ready)
      const pdf = await page.pdf({ format })
      const file = path.resolve("test-results", "trip-notes", `${safari.slug}-${format}.pdf`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, pdf)

      const pages = await pdfPages(pdf)
      testInfo.annotations.push({ type: "pages", description: `${safari.path} ${format}: ${pages.length}` })
      console.log(`trip notes: ${safari.path} ${format}: ${pages.length} pages`)
      expect(pages.length).toBeLessThanOrEqual(MAX_PAGES)

      const text = asOneLine(pages.join("\n"))
      for (const words of [
        safari.title,
        safari.info,
        `from ${pounds(safari.priceFrom)} per person`,
        safari.priceNote,
        "Included",
        "Not included",
        ...safari.included,
        ...safari.notIncluded,
        `Best months: ${safari.bestMonths}`,
        ...safari.calendar.map((month) => `${month.month} ${month.highlights}`),
        "Plan this safari",
        `${safariPage.tripNotes.email} ${site.email}`,
        `${safariPage.tripNotes.phone} ${site.phone}`,
        `${safariPage.tripNotes.address} ${address}`,
      ])
        expect(text, "the trip notes").toContain(words)
      expect(address).toBe(`https://www.wildglensafaris.co.uk${safari.path}`)

      // Each day on one page: its heading and its last line together.
      for (const [index, day] of safari.itinerary.entries()) {
        const heading = `Day ${index + 1}: ${day.title}`
        const on = pages.map(asOneLine).findIndex((pageText) => pageText.includes(heading))
        expect(on, heading).toBeGreaterThanOrEqual(0)
        expect(asOneLine(pages[on]), `${heading}, on page ${on + 1}`).toContain(`What you may see: ${day.wildlife}`)
      }

      const lines = pages.flatMap((pageText) => pageText.split("\n").map((line) => line.trim()))
      for (const words of screenOnly) expect(lines, "a line printed from the screen only").not.toContain(words)
      for (const words of ["Our other safaris", "See all our safaris", "In the trip form's budgets", "©"]) expect(text).not.toContain(words)
    })
  }
}
