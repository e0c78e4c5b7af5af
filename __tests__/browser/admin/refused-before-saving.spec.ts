import type { Page } from "@playwright/test"
import { addDays, dateRange, scotlandDay } from "../../../src/lib/departures"
import { choose, expect, field, publish, signIn, test } from "./editing-site"

// Each rule of the build's content check that an editor can break through the form, broken there: Publish is refused
// before anything is written, in the editor's words, and the file is as it was. The rules the form itself keeps
// (identifiers and page paths hidden, icons and menu links chosen from lists) cannot be broken there; a safari deleted
// while the home page or a testimonial still names it is refused in safaris.spec.ts. The check is the build's own
// (plugins/content-model/lib/content-check.ts): its unit tests hold every rule to the build's lines.
test.describe.configure({ timeout: 120_000 })
test.use({ viewport: { width: 1366, height: 900 } })

const loading = { timeout: 30_000 }

type Case = {
  rule: string
  /** The file the change is made in, and where the editing screen opens it. */
  file: string
  address: string
  /** The change, made in the form. */
  change: (page: Page) => Promise<void>
  /** What the editor is told. */
  told: RegExp
}

/** The field labelled `label` in the list entry added last (a new entry opens below the others). */
const lastField = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last()

// A first day well ahead of today and of the shipped departures, and a last day three days before it.
const start = addDays(scotlandDay(new Date()), 800)
const end = addDays(start, -3)
const inWords = (day: string) => dateRange(day, day)

const cases: Case[] = [
  {
    rule: "an address leads to one safari only",
    file: "content/safaris/444.json",
    address: "safaris/entries/444",
    change: async (page) => {
      await expect(field(page, "Title")).toHaveValue("Bespoke Safaris", loading)
      await page.getByRole("button", { name: "Add address" }).click()
      await page.getByLabel("Address", { exact: true }).filter({ visible: true }).last().fill("/safaris/wildlife")
    },
    told: /^Address \d+, '\/safaris\/wildlife': "\/safaris\/wildlife" already leads to the safari at \/safaris\/333, and an address can lead to one safari only\. Remove it here, or choose another\.$/,
  },
  {
    rule: "the home page shows each safari once",
    file: "content/safari-cards.json",
    address: "content/entries/safari-cards",
    change: async (page) => {
      const cards = page.getByLabel("Safari", { exact: true }).filter({ visible: true })
      await expect(cards.nth(1)).toBeVisible(loading)
      await choose(page, cards.nth(1), "Adventure Safaris")
    },
    told: /is in the list twice\. Remove one of them\.$/,
  },
  {
    rule: "a safari's texts say the guide price its field holds",
    file: "content/safaris/333.json",
    address: "safaris/entries/333",
    change: async (page) => {
      await expect(field(page, "Title")).toHaveValue("Wildlife Safaris", loading)
      await field(page, "Guide price from (£ per person)").fill("950")
    },
    told: /^The search description says 'From £1,850 per person', but the guide price is £950\. Change one of them so they agree, then publish again\.$/,
  },
  {
    rule: "a text is no longer than the page has room for",
    file: "content/safaris/333.json",
    address: "safaris/entries/333",
    change: async (page) => {
      await expect(field(page, "Title")).toHaveValue("Wildlife Safaris", loading)
      await field(page, "Title").fill("Wildlife Safaris: otters, ospreys, pine martens, dolphins and eagles in one week")
    },
    told: /^The title is 80 characters long; the most it can be is 60\. Shorten it, then publish again\.$/,
  },
  {
    rule: "a departure ends on or after the day it starts",
    file: "content/safaris/333.json",
    address: "safaris/entries/333",
    change: async (page) => {
      await expect(field(page, "Title")).toHaveValue("Wildlife Safaris", loading)
      await page.getByRole("button", { name: /^Add departure/ }).click()
      await lastField(page, "First day").fill(start)
      await page
        .getByLabel(/^Last day/)
        .filter({ visible: true })
        .last()
        .fill(end)
      await choose(page, lastField(page, "Booking status"), "Places available")
    },
    told: new RegExp(
      `^Departure \\d+, '${inWords(start)}': the last day \\(${inWords(end)}\\) is before the first day \\(${inWords(start)}\\)\\. A departure ends on or after the day it starts: change one of them, then publish again\\.$`
    ),
  },
  {
    rule: "the home page has room for so many FAQs",
    file: "content/faqs.json",
    address: "content/entries/faqs",
    change: async (page) => {
      for (const question of ["Can we bring our dog?", "Do you run trips in winter?"]) {
        await page.getByRole("button", { name: /^Add FAQ/i }).click()
        await page.getByLabel("Question", { exact: true }).filter({ visible: true }).last().fill(question)
        await page.getByLabel("Answer", { exact: true }).filter({ visible: true }).last().fill("Yes, tell us when you enquire.")
        // A switch, named by Decap after its field.
        await page.locator('[role=switch][id^="showOnHome-field-"]').filter({ visible: true }).last().click()
      }
    },
    told: /"Show on the home page" is ticked on \d+ FAQs, and the home page has room for \d+\. Untick it here or on another one\.$/,
  },
]

for (const { rule, file, address, change, told } of cases) {
  test(`${rule}: broken in the form, Publish is refused before anything is written, in the editor's words`, async ({ page, editingSite }) => {
    const before = editingSite.read(file)
    await signIn(page, editingSite)
    await page.goto(`${editingSite.url}/admin/#/collections/${address}`)
    await change(page)
    await publish(page)
    const panel = page.getByRole("alert", { name: /^Not saved: fix th/ })
    await expect(panel.getByRole("listitem").filter({ hasText: told })).toBeVisible(loading)
    await expect(panel).not.toContainText(/content\/|\.json|\[\d+\]/)
    expect(editingSite.read(file)).toBe(before)
  })
}
