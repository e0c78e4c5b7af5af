import { test, expect } from "@playwright/test"
import { openPage } from "../open-page"
import { safaris } from "../../fixtures/safaris"
import { budgets } from "../../../src/enquiry/model"

// Each safari's own page, at /safaris/ and its file's name: what a visitor reads there, and how they reach it.
const cards = safaris
const pounds = (amount: number) => `£${amount.toLocaleString("en-GB")}`
const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

for (const card of cards) {
  const entry = card

  test.describe(card.path, () => {
    test.beforeEach(async ({ page }) => {
      await openPage(page, card.path)
    })

    test(`is headed ${card.title}, with the card's summary, the introduction and who it suits`, async ({ page }) => {
      const main = page.getByRole("main")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.title)
      await expect(main.getByText(card.info, { exact: true })).toBeVisible()
      for (const paragraph of entry.introduction) await expect(main.getByText(paragraph, { exact: true })).toBeVisible()
      for (const [term, detail] of [
        ["Who it suits", entry.suits],
        ["Group size", entry.groupSize],
        ["Pace", entry.pace],
        ["Fitness", entry.fitness],
      ]) {
        await expect(main.getByRole("term").filter({ hasText: term })).toBeVisible()
        await expect(main.getByRole("definition").filter({ hasText: detail })).toHaveText(detail)
      }
    })

    test("gives the sample itinerary day by day, Day 1 first", async ({ page }) => {
      const days = page.getByRole("region", { name: "Sample itinerary" }).getByRole("listitem")
      await expect(days).toHaveCount(entry.itinerary.length)
      expect(entry.itinerary.length).toBeGreaterThanOrEqual(5)
      for (const [index, day] of entry.itinerary.entries()) {
        await expect(days.nth(index).getByRole("heading", { level: 3 })).toHaveText(`Day ${index + 1}: ${day.title}`)
        await expect(days.nth(index)).toContainText(day.places)
        await expect(days.nth(index)).toContainText(`What you may see: ${day.wildlife}`)
      }
    })

    test("says when to go in a table of the twelve months, readable on a 390 px phone without scrolling sideways", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      const section = page.getByRole("region", { name: "When to go" })
      await expect(section.getByText(`Best months: ${entry.bestMonths}`)).toBeVisible()
      const table = section.getByRole("table", { name: `${card.title} month by month` })
      await expect(table.getByRole("columnheader")).toHaveText(["Month", "What can be seen or done"])
      await expect(table.getByRole("rowheader")).toHaveText(months)
      await expect(table.getByRole("cell")).toHaveText(entry.calendar.map((month) => month.highlights))
      const box = await table.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })

    test("lists what is included and what is not, with a guide price in the trip form's budget band", async ({ page }) => {
      const section = page.getByRole("region", { name: "What is included" })
      await expect(section.getByRole("list").first().getByRole("listitem")).toHaveText(entry.included)
      await expect(section.getByRole("list").last().getByRole("listitem")).toHaveText(entry.notIncluded)
      const overview = page.getByRole("region", { name: "About this safari" })
      await expect(overview).toContainText(`Guide price from ${pounds(entry.priceFrom)} per person ${entry.priceNote}.`)
      const band = budgets.find(({ value }) => {
        const [low, high] = value === "under-500" ? [0, 499] : value === "over-2000" ? [2001, Infinity] : value.split("-").map(Number)
        return entry.priceFrom >= low && entry.priceFrom <= high
      })!
      await expect(overview).toContainText(`In the trip form's budgets: ${band.label} per person.`)
    })

    test("shows its photographs, each loaded and credited", async ({ page }) => {
      const figures = page.getByRole("region", { name: "Photographs" }).getByRole("figure")
      await expect(figures).toHaveCount(entry.photos.length)
      for (const [index, photo] of entry.photos.entries()) {
        const figure = figures.nth(index)
        await figure.scrollIntoViewIfNeeded()
        const image = figure.getByRole("img", { name: photo.alt })
        await expect(image).toHaveJSProperty("complete", true)
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
        await expect(figure).toContainText(`${photo.credit.title} by ${photo.credit.author}, licensed under ${photo.credit.licence}`)
        await expect(figure.getByRole("link", { name: photo.credit.licence })).toHaveAttribute("href", photo.credit.licenceUrl)
      }
    })

    test("starts the enquiry from the safari, and links to the three other safaris and to them all", async ({ page }) => {
      for (const region of ["About this safari", "Plan this safari"]) {
        await expect(page.getByRole("region", { name: region }).getByRole("link", { name: `Plan this safari for ${card.title}` })).toHaveAttribute(
          "href",
          `/trip?safari=${card.slug}`
        )
      }
      const band = page.getByRole("region", { name: "Our other safaris" })
      const others = band.getByRole("listitem").getByRole("link")
      const expected = cards.filter((other) => other.slug !== card.slug)
      await expect(others).toHaveCount(3)
      for (const [index, other] of expected.entries()) await expect(others.nth(index)).toHaveAttribute("href", other.path)
      await expect(band.getByRole("link", { name: "See all our safaris" })).toHaveAttribute("href", "/safaris")
    })
  })
}

test("/safaris links each safari's own page from the finder's cards above the two lists of activities", async ({ page }) => {
  await openPage(page, "/safaris")
  const band = page.getByRole("region", { name: "Find your safari" })
  const links = band.getByRole("heading", { level: 3 }).getByRole("link")
  await expect(links).toHaveCount(4)
  for (const [index, card] of cards.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", card.path)
    await expect(links.nth(index)).toContainText(card.title)
  }
  await links.nth(1).click()
  await expect(page).toHaveURL(/\/safaris\/222$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Winter Safaris")
})

test("each safari's short address leads to its page with a permanent redirect", async ({ page, request }) => {
  for (const card of cards) {
    for (const address of card.otherAddresses) {
      const response = await request.get(address, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(card.path)
    }
  }
  await page.goto("/safaris/winter")
  await expect(page).toHaveURL(/\/safaris\/222$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Winter Safaris")
})

test("the address of a safari that is no longer offered, or a mistyped one, leads to the list of safaris", async ({ page, request }) => {
  for (const address of ["/safaris/555", "/safaris/isle-of-mull-otters", "/safaris/retired-safari/"]) {
    const response = await request.get(address, { maxRedirects: 0 })
    expect(response.status(), address).toBe(302)
    expect(response.headers().location, address).toBe("/safaris")
  }
  await page.goto("/safaris/555")
  await expect(page).toHaveURL(/\/safaris$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Safari Options")
  // The safaris that are offered are still answered by their own pages.
  for (const card of cards) expect((await request.get(card.path, { maxRedirects: 0 })).status()).toBe(200)
})
