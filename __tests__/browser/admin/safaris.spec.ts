import fs from "node:fs"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import { addDays, dateRange, departureEnd, scotlandDay } from "../../../src/lib/departures"
import {
  visitUntil,
  choose,
  choosePhoto,
  contentProblems,
  expect,
  field,
  keepFiles,
  listEntry,
  openFile,
  openListEntry,
  publishAndWait,
  screenshotForReadme,
  signIn,
  test,
  type EditingSite,
  type PhotoCredit,
} from "./editing-site"

// The safaris as an editor adds and removes them in /admin/ (Safaris, a folder collection: one file per safari), and
// the home page's cards chosen among them (Sections, Safari cards on the home page). Each test makes its own safari
// and puts back every file it changed, so that the tests of every admin file can share one copy in any order.
// Generous time: a new page makes gatsby develop run its queries and compile it, on a machine busy with other tests.
test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 1366, height: 900 } })

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

type Photo = { image: string; alt: string; credit: PhotoCredit }

/** The field labelled `label` in the list entry added last (a new entry opens below the others, its fields on screen). */
const lastField = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last()

/** A photograph already on the site, with the credit it has there (the build holds a file to one credit). */
async function fillPhoto(page: Page, scope: Page | Locator, photo: Photo) {
  await choosePhoto(page, scope, path.basename(photo.image))
  await lastField(page, "Alternative text").fill(photo.alt)
  await expect(lastField(page, "Alternative text")).toHaveValue(photo.alt)
  const labels: Array<[string, string]> = [
    ["Title of the photograph", photo.credit.title],
    ["Author", photo.credit.author],
    ["Licence", photo.credit.licence],
    ["Licence address", photo.credit.licenceUrl],
    ["Source", photo.credit.source],
    ["Source address", photo.credit.sourceUrl],
  ]
  for (const [label, value] of labels) await lastField(page, label).fill(value)
}

/** Replaces the home page's card at `position` (from 0) with the safari titled `title`, and publishes. */
async function chooseHomeCard(page: Page, site: EditingSite, position: number, title: string) {
  await page.goto("about:blank")
  await openFile(page, site, "content", "safari-cards")
  const card = page.getByLabel("Safari", { exact: true }).filter({ visible: true }).nth(position)
  await expect(card).toBeVisible(loading)
  await choose(page, card, title)
  await publishAndWait(page)
}

// An entry opened by its address, read through the local backend on a busy machine.
const loading = { timeout: 30_000 }

const readJson = (site: EditingSite, file: string) => JSON.parse(site.read(file))

test("New Safari opens a form whose month-by-month list already names the twelve months, January first", async ({ page, editingSite }) => {
  await signIn(page, editingSite)
  await page.getByRole("link", { name: "Safaris", exact: true }).click()
  await expect(page.getByRole("link", { name: "Winter Safaris (/safaris/222)" })).toBeVisible()
  await screenshotForReadme(page, "cms-safaris")
  await page.getByRole("link", { name: "New Safari" }).click()
  await expect(field(page, "Title")).toHaveValue("")
  // Each month is an entry of the list, named and closed; opened, it asks only what can be seen or done then.
  for (const month of months) await expect(page.getByText(month, { exact: true })).toBeVisible()
  const calendar = page.getByText(/^(January|February|March|April|May|June|July|August|September|October|November|December)$/)
  expect(await calendar.allInnerTexts()).toEqual(months)
  const january = await openListEntry(page, "January")
  await expect(field(january, "What can be seen or done")).toHaveValue("")
  await expect(january.getByLabel("Month", { exact: true })).toHaveCount(0)
  // The preview says where the page will be before anything is published.
  await field(page, "Title").fill("Isle of Mull Otters")
  await expect(
    page.frameLocator("#preview-pane").getByText(/When you publish it, this safari's page will be at \/safaris\/isle-of-mull-otters;/)
  ).toBeVisible()
})

test("a new safari, every field filled in the form, gets its file, its page, a place in the list and on the home page, and keeps its address when its title changes", async ({
  page,
  editingSite,
}) => {
  // Three saves, three development pages and three loads of the editing screen: 3.1 min once beside the other browser
  // tests on CI, where a test run out of time costs its retry a new development server too.
  test.setTimeout(300_000)
  const slug = "isle-of-mull-otters"
  const file = `content/safaris/${slug}.json`
  const restore = keepFiles(editingSite, [file, "content/safari-cards.json"])
  // Photographs already on the site, each with the credit it has there.
  const bespoke = readJson(editingSite, "content/safaris/444.json") as { banner: Photo; photos: Photo[] }
  const banner = { ...bespoke.banner, alt: "Boats at rest on a Mull sea loch at sunset" }
  const photos = bespoke.photos.slice(0, 2)
  const cardsBefore = readJson(editingSite, "content/safari-cards.json").cards as string[]
  try {
    await signIn(page, editingSite)
    await page.getByRole("link", { name: "Safaris", exact: true }).click()
    await page.getByRole("link", { name: "New Safari" }).click()

    await field(page, "Title").fill("Isle of Mull Otters")
    await choose(page, field(page, "Icon"), "binoculars")
    await choose(page, field(page, "Kind of safari"), "Wildlife")
    await field(page, "Summary").fill("Otters on the kelp at low tide, white-tailed eagles over the Sound and a boat to the puffins of Lunga.")
    await field(page, "Search description").fill(
      "A five-day wildlife safari on the Isle of Mull: otters, white-tailed eagles, puffins on Lunga and whales offshore. From £1,450 per person."
    )
    await fillPhoto(page, page, { ...banner })
    await page.getByRole("button", { name: "Add paragraph" }).click()
    await lastField(page, "Paragraph").fill("Five days on Mull with a guide who has watched its otters for twenty years, at the pace of the tides.")
    // The form from its top, the banner chosen, beside the page it makes.
    await page
      .getByText("Title", { exact: true })
      .first()
      .evaluate((label) => label.scrollIntoView({ block: "start" }))
    await screenshotForReadme(page, "cms-new-safari")
    await field(page, "Who it suits").fill("Patient wildlife watchers and photographers who are happy to wait by the shore.")
    await field(page, "Group size").fill("2 to 6 guests, or a private trip for your own party.")
    await field(page, "Pace").fill("Early starts for the otters, slow afternoons, evenings free.")
    await field(page, "Fitness").fill("Easy: shore walks of up to 6 km on rough paths, and a boat trip of four hours.")
    for (const day of [1, 2, 3, 4, 5]) {
      await page.getByRole("button", { name: "Add day" }).click()
      await lastField(page, "Day heading").fill(`Mull, day ${day}`)
      await lastField(page, "Places").fill(day === 3 ? "Ulva Ferry and Lunga" : "Loch na Keal and Loch Scridain")
      await lastField(page, "What you do").fill("A morning on the shore with the guide and a telescope, an afternoon drive along the loch.")
      await lastField(page, "What you may see").fill("Otters, white-tailed and golden eagles, grey seals and herons.")
    }
    await field(page, "Best months").fill("April to October: May and June for puffins on Lunga.")
    for (const month of months) {
      const entry = await openListEntry(page, month)
      await field(entry, "What can be seen or done").fill(`Otters along the lochs in ${month}.`)
    }
    for (const line of ["Four nights in a guest house on the shore of Loch na Keal", "A private guide and vehicle, telescopes and binoculars"]) {
      await page.getByRole("button", { name: "Add included" }).click()
      await lastField(page, "Included").fill(line)
    }
    await page.getByRole("button", { name: "Add not included" }).click()
    await lastField(page, "Not included").fill("Travel to Oban and the ferry to Craignure")
    await field(page, "Guide price from (£ per person)").fill("1450")
    await field(page, "What the guide price is for").fill("two sharing a room, for 5 days and 4 nights")
    for (const photo of photos) {
      await page.getByRole("button", { name: "Add photograph" }).click()
      await fillPhoto(page, page, photo)
    }
    await publishAndWait(page)

    // Named after its title, in the safaris' folder, the twelve months in order, each photograph with its credit.
    const saved = readJson(editingSite, file)
    expect(saved).toMatchObject({ $schema: "../schemas/safari.schema.json", title: "Isle of Mull Otters", icon: "binoculars", priceFrom: 1450 })
    expect(saved.calendar.map((month: { month: string }) => month.month)).toEqual(months)
    expect(saved.itinerary).toHaveLength(5)
    expect(saved.banner).toEqual(banner)
    expect(saved.photos).toEqual(photos)
    expect(contentProblems(editingSite)).toEqual([])

    // Its page, and its place in the list of safaris.
    const site = await visitUntil(page, `${editingSite.url}/safaris/${slug}`, async (visited) => {
      await expect(visited.getByRole("heading", { level: 1 })).toHaveText("Isle of Mull Otters", { timeout: 10_000 })
    })
    await expect(async () => {
      await site.goto(`${editingSite.url}/safaris`)
      await expect(site.getByRole("link", { name: /Isle of Mull Otters/ }).first()).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })

    // Chosen for the home page, in place of the last card.
    await chooseHomeCard(page, editingSite, cardsBefore.length - 1, "Isle of Mull Otters")
    expect(readJson(editingSite, "content/safari-cards.json").cards).toEqual([...cardsBefore.slice(0, -1), slug])
    await expect(async () => {
      await site.goto(`${editingSite.url}/`)
      await expect(site.locator("#safaris li").filter({ hasText: "Isle of Mull Otters" })).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    await site.close()

    // A new title, published: the file, and so the page's address, stays as it was.
    await page.goto("about:blank")
    await page.goto(`${editingSite.url}/admin/#/collections/safaris/entries/${slug}`)
    await expect(field(page, "Title")).toHaveValue("Isle of Mull Otters", loading)
    await field(page, "Title").fill("Isle of Mull Otters and Eagles")
    await expect(page.frameLocator("#preview-pane").getByText(`This safari's page is at /safaris/${slug}.`, { exact: false })).toBeVisible()
    await publishAndWait(page)
    expect(readJson(editingSite, file).title).toBe("Isle of Mull Otters and Eagles")
    expect(fs.readdirSync(path.join(editingSite.root, "content", "safaris")).filter((name) => name.startsWith("isle-of-mull"))).toEqual([
      `${slug}.json`,
    ])
  } finally {
    await restore()
  }
})

test("a duplicated safari can be published as it is; while on the home page, Delete entry is refused at once, saying where it is shown; taken off the home page, Delete entry removes its file and the content still builds", async ({
  page,
  editingSite,
}) => {
  // Three saves and three development pages on a busy machine.
  test.setTimeout(300_000)
  const slug = "loch-ness-day-trips"
  const file = `content/safaris/${slug}.json`
  const restore = keepFiles(editingSite, [file, "content/safari-cards.json"])
  const cardsBefore = readJson(editingSite, "content/safari-cards.json").cards as string[]
  const last = cardsBefore.length - 1
  const lastTitle = readJson(editingSite, `content/safaris/${cardsBefore[last]}.json`).title as string
  try {
    // A safari of its own, made as an editor makes one from another: Duplicate, then a new title.
    await signIn(page, editingSite)
    await page.goto(`${editingSite.url}/admin/#/collections/safaris/entries/222`)
    await expect(field(page, "Title")).toHaveValue("Winter Safaris", loading)
    expect(readJson(editingSite, "content/safaris/222.json").otherAddresses).toEqual(["/safaris/winter"])
    await page.getByRole("button", { name: "Published" }).click()
    await page.getByRole("menuitem", { name: "Duplicate" }).click()
    // The copy is a new entry of its own once its preview says so: Decap fills its form again as it opens, and what was
    // typed before that is gone.
    await expect(page.frameLocator("#preview-pane").getByText(/will be at \/safaris\/winter-safaris/)).toBeVisible(loading)
    await expect(field(page, "Title")).toHaveValue("Winter Safaris")
    // The original's short address leads to the original alone: the copy starts without it, and the screen says so.
    const notice = page.getByRole("alert").filter({ hasText: "A copy: its other addresses were cleared" })
    await expect(notice).toContainText("/safaris/winter")
    await expect(listEntry(page, "/safaris/winter")).toHaveCount(0)
    await notice.getByRole("button", { name: "Dismiss" }).click()
    await field(page, "Title").fill("Loch Ness Day Trips")
    await expect(page.frameLocator("#preview-pane").getByText(/will be at \/safaris\/loch-ness-day-trips;/)).toBeVisible()
    await publishAndWait(page)
    expect(readJson(editingSite, file)).toMatchObject({ title: "Loch Ness Day Trips" })
    expect(readJson(editingSite, file).otherAddresses ?? []).toEqual([])
    expect(contentProblems(editingSite)).toEqual([])
    await chooseHomeCard(page, editingSite, last, "Loch Ness Day Trips")
    expect(readJson(editingSite, "content/safari-cards.json").cards[last]).toBe(slug)

    // Deleted at once, before its preview has said anything: refused, with where it is shown, and nothing removed.
    await page.goto("about:blank")
    await page.goto(`${editingSite.url}/admin/#/collections/safaris/entries/${slug}`)
    await expect(field(page, "Title")).toHaveValue("Loch Ness Day Trips", loading)
    page.once("dialog", (dialog) => void dialog.accept())
    await page.getByRole("button", { name: "Delete entry" }).click()
    const refused = page.getByRole("alert").filter({ hasText: "Not deleted: first take it out of the places below" })
    await expect(refused).toContainText(`Sections › Safari cards on the home page, Safari ${last + 1}, 'Loch Ness Day Trips': names this safari.`)
    await expect(page.getByText(/Not deleted\. Other entries still show or name it/)).toBeVisible()
    expect(fs.existsSync(path.join(editingSite.root, file))).toBe(true)
    expect(contentProblems(editingSite)).toEqual([])
    await refused.getByRole("button", { name: "Dismiss" }).click()

    // Its preview says what points at it, and where to change that.
    const note = page.frameLocator("#preview-pane").locator(".preview-note")
    await page.goto("about:blank")
    await page.goto(`${editingSite.url}/admin/#/collections/safaris/entries/${slug}`)
    await expect(note).toContainText(
      `This safari's page is at /safaris/${slug}. The address stays the same if you change the title. It is one of the home page's safari cards (Sections, Safari cards on the home page): before deleting it, take it off the home page there.`,
      loading
    )

    // Taken off the home page: the card it replaced is chosen again, and the site shows that before the safari is
    // deleted, as an editor would see it (the development server reads the two changes one after the other).
    await chooseHomeCard(page, editingSite, last, lastTitle)
    expect(readJson(editingSite, "content/safari-cards.json").cards).toEqual(cardsBefore)
    const home = await visitUntil(page, `${editingSite.url}/`, async (visited) => {
      await expect(visited.getByRole("link", { name: new RegExp(lastTitle) }).first()).toBeVisible({ timeout: 10_000 })
      await expect(visited.getByText("Loch Ness Day Trips")).toHaveCount(0)
    })
    await home.close()
    await page.goto("about:blank")
    await page.goto(`${editingSite.url}/admin/#/collections/safaris/entries/${slug}`)
    await expect(note).toContainText(`This safari's page is at /safaris/${slug}.`, loading)
    await expect(note).not.toContainText("home page")

    // Deleted, once confirmed.
    page.once("dialog", (dialog) => void dialog.accept())
    await page.getByRole("button", { name: "Delete entry" }).click()
    await expect(page.getByRole("link", { name: "New Safari" })).toBeVisible()
    await expect(page.getByRole("link", { name: /Loch Ness Day Trips/ })).toHaveCount(0)
    expect(fs.existsSync(path.join(editingSite.root, file))).toBe(false)
    expect(contentProblems(editingSite)).toEqual([])
    // The list of safaris no longer shows it. (Its old address leads to /safaris on the live site: the production
    // build's redirects, tested in __tests__/browser/content/safari-pages.spec.ts; gatsby develop has none.)
    const site = await visitUntil(page, `${editingSite.url}/safaris`, async (visited) => {
      await expect(visited.getByRole("link", { name: /Winter Safaris/ }).first()).toBeVisible({ timeout: 10_000 })
      await expect(visited.getByText("Loch Ness Day Trips")).toHaveCount(0)
    })
    await site.close()
  } finally {
    await restore()
  }
})

test("a departure added with the date pickers and a status is saved in the safari's file as a day and a key, passes the check, and shows on the departures page", async ({
  page,
  editingSite,
}) => {
  const file = "content/safaris/333.json"
  const restore = keepFiles(editingSite, [file])
  const before = readJson(editingSite, file) as { departures: Array<{ start: string }>; itinerary: unknown[] }
  // Well after today and every departure already there: a day the check accepts whenever the test runs.
  const latest = [scotlandDay(new Date()), ...before.departures.map((departure) => departure.start)].sort().at(-1)!
  const start = addDays(latest, 200)
  try {
    await signIn(page, editingSite)
    await page.goto(`${editingSite.url}/admin/#/collections/safaris/entries/333`)
    await expect(field(page, "Title")).toHaveValue("Wildlife Safaris", loading)
    // Each departure there is summed up by its first day and its status, in words.
    await expect(listEntry(page, "8 May 2027: Few places left")).toBeVisible()
    await page.getByRole("button", { name: /^Add departure/ }).click()
    await lastField(page, "First day").fill(start)
    await choose(page, lastField(page, "Booking status"), "Guaranteed to run")
    await publishAndWait(page)

    // The day as the site reads it, the status as its key; the last day left to the itinerary's length.
    expect(readJson(editingSite, file).departures).toEqual([...before.departures, { start, status: "guaranteed" }])
    expect(contentProblems(editingSite)).toEqual([])

    const range = dateRange(start, departureEnd({ start, status: "guaranteed" }, before.itinerary.length))
    const site = await visitUntil(page, `${editingSite.url}/departures`, async (visited) => {
      await expect(visited.locator(`[data-starts="${start}"]`).first()).toContainText(range, { timeout: 10_000 })
    })
    await site.close()
  } finally {
    await restore()
  }
})
