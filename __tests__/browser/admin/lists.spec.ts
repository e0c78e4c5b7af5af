import fs from "node:fs"
import path from "node:path"
import type { Locator, Page } from "@playwright/test"
import {
  visitUntil,
  contentProblems,
  expect,
  field,
  fillCredit,
  keepFiles,
  listEntry,
  openFile,
  photoOnComputer,
  publishAndWait,
  signIn,
  test,
  uploadPhoto,
  type EditingSite,
} from "./editing-site"

// The lists whose length is the content's (FAQs, testimonials, gallery photographs), as an editor grows, shrinks and
// reorders them in /admin/: Decap's list, its Add button, each entry's remove button and drag handle. A new entry
// needs nothing the editor cannot see (no hidden identifier to invent). Each test puts back the files it changed.
test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 1366, height: 900 } })

/** The field labelled `label` in the list entry added last (a new entry opens below the others, its fields on screen). */
const lastField = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last()

/** The bar above a list entry: its open/close button, its drag handle, its remove button (none has a name in Decap). */
const topBar = (entry: Locator) => entry.locator("xpath=./div[1]")
const removeButton = (entry: Locator) => topBar(entry).locator("button").last()
const dragHandle = (entry: Locator) => topBar(entry).locator("[aria-roledescription=sortable]")

/** Drags a list entry by its handle onto another's place, in small steps as a hand moves. */
async function dragOnto(page: Page, entry: Locator, target: Locator) {
  const from = await dragHandle(entry).boundingBox()
  const to = await dragHandle(target).boundingBox()
  if (!from || !to) throw new Error("the list entries' drag handles are not on screen")
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 })
  await page.mouse.up()
}

const readJson = (site: EditingSite, file: string) => JSON.parse(site.read(file))

test.describe("FAQs", () => {
  test("an FAQ added at the end shows on /faqs; removed again, the file is as it was", async ({ page, editingSite }) => {
    const file = "content/faqs.json"
    const restore = keepFiles(editingSite, [file])
    const before = readJson(editingSite, file)
    const faq = { question: "Can we bring our dog?", answer: "Well-behaved dogs are welcome on private trips; tell us when you enquire." }
    try {
      await signIn(page, editingSite)
      await openFile(page, editingSite, "content", "faqs")
      await page.getByRole("button", { name: /^Add FAQ/i }).click()
      await lastField(page, "Question").fill(faq.question)
      await lastField(page, "Answer").fill(faq.answer)
      await publishAndWait(page)
      const saved = readJson(editingSite, file).faqs
      expect(saved).toHaveLength(before.faqs.length + 1)
      expect(saved.slice(0, -1)).toEqual(before.faqs)
      expect(saved.at(-1)).toMatchObject(faq)
      expect(contentProblems(editingSite)).toEqual([])
      const site = await visitUntil(page, `${editingSite.url}/faqs`, async (visited) => {
        await expect(visited.getByRole("button", { name: faq.question })).toBeVisible({ timeout: 10_000 })
      })
      await site.close()

      // Removed with the cross of its entry.
      await removeButton(listEntry(page, faq.question)).click()
      await expect(listEntry(page, faq.question)).toHaveCount(0)
      await publishAndWait(page)
      expect(readJson(editingSite, file)).toEqual(before)
    } finally {
      await restore()
    }
  })

  test("an FAQ dragged to the top is first in the file and on /faqs", async ({ page, editingSite }) => {
    const file = "content/faqs.json"
    const restore = keepFiles(editingSite, [file])
    const before = readJson(editingSite, file).faqs as Array<{ question: string }>
    const [first, second] = before
    try {
      await signIn(page, editingSite)
      await openFile(page, editingSite, "content", "faqs")
      await expect(listEntry(page, second.question)).toBeVisible({ timeout: 30_000 })
      await dragOnto(page, listEntry(page, second.question), listEntry(page, first.question))
      await publishAndWait(page)
      expect(readJson(editingSite, file).faqs).toEqual([second, first, ...before.slice(2)])
      const site = await visitUntil(page, `${editingSite.url}/faqs`, async (visited) => {
        await expect(visited.getByRole("button", { name: second.question })).toBeVisible({ timeout: 10_000 })
        // The questions in the page's order: the dragged one first.
        const questions = visited.getByRole("button", { name: /\?$/ })
        await expect(questions.nth(0)).toContainText(second.question)
        await expect(questions.nth(1)).toContainText(first.question)
      })
      await site.close()
    } finally {
      await restore()
    }
  })
})

test.describe("testimonials", () => {
  test("a testimonial removed in /admin/ is gone from the file and from the home page, and the content still builds", async ({
    page,
    editingSite,
  }) => {
    // That no file of a production build then names the guest is shown by the warm-cache build test
    // (__tests__/integration/build/warm-cache-build.test.ts), which builds the same removal.
    const file = "content/testimonials.json"
    const restore = keepFiles(editingSite, [file])
    const before = readJson(editingSite, file).testimonials as Array<{ name: string }>
    const guest = before.at(-1)!.name
    try {
      await signIn(page, editingSite)
      await openFile(page, editingSite, "content", "testimonials")
      await removeButton(listEntry(page, guest)).click()
      await expect(listEntry(page, guest)).toHaveCount(0)
      await publishAndWait(page)
      expect(readJson(editingSite, file).testimonials).toEqual(before.slice(0, -1))
      expect(contentProblems(editingSite)).toEqual([])
      const site = await visitUntil(page, `${editingSite.url}/`, async (visited) => {
        await expect(visited.getByText(before[0].name).first()).toBeVisible({ timeout: 10_000 })
        await expect(visited.getByText(guest)).toHaveCount(0)
      })
      await site.close()
    } finally {
      await restore()
    }
  })
})

test.describe("gallery", () => {
  test("a photograph added to the gallery with its credit is saved, passes the build's checks and shows on /gallery; taken off and deleted while the page still shows it, its sizes are not found and the development server goes on", async ({
    page,
    editingSite,
  }) => {
    const file = "content/gallery.json"
    const upload = photoOnComputer(editingSite, "images/photos/autumn-leaf-forest-floor.jpg", "birch-wood-leaves.jpg")
    const uploaded = `content/images/gallery/${upload.name}`
    const restore = keepFiles(editingSite, [file, uploaded])
    const before = readJson(editingSite, file).images as unknown[]
    const alt = "Fallen leaves on the floor of a birch wood in October"
    const credit = {
      title: "Birch wood leaves",
      author: "Morag Grant",
      licence: "CC BY 4.0",
      licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
      source: "Wild Glen Safaris",
      sourceUrl: "https://www.wildglensafaris.co.uk",
    }
    try {
      await signIn(page, editingSite)
      await openFile(page, editingSite, "content", "gallery")
      await page.getByRole("button", { name: /^Add gallery photograph/i }).click()
      const added = page.locator("[class*=SortableListItem]").last()
      await uploadPhoto(page, added, upload)
      await fillCredit(added, credit)
      await field(added, "Alternative text").fill(alt)
      await publishAndWait(page)

      const saved = readJson(editingSite, file).images
      expect(saved.slice(0, -1)).toEqual(before)
      expect(saved.at(-1)).toMatchObject({ image: `images/gallery/${upload.name}`, alt, credit })
      expect(fs.readFileSync(path.join(editingSite.root, uploaded))).toEqual(upload.buffer)
      expect(contentProblems(editingSite)).toEqual([])
      const site = await visitUntil(page, `${editingSite.url}/gallery`, async (visited) => {
        await expect(visited.getByRole("img", { name: alt }).first()).toBeVisible({ timeout: 10_000 })
      })
      await expect(site.getByRole("listitem").filter({ hasText: credit.title }).filter({ hasText: credit.author })).toBeVisible()

      // Taken off the gallery and deleted from the photographs, as an editor does, while the page still shows it: the
      // sizes the page has not asked for yet (the development server makes each when first asked) are answered "not
      // found", where the server used to stop, and the site is still served. The sizes the page asked for are made
      // first: one still being made would be found by the time it is asked for again.
      const shown = site.getByRole("img", { name: alt }).first()
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      await site.waitForLoadState("networkidle")
      const sizes = await shown.evaluate((img) =>
        Array.from((img.closest("picture") ?? img.parentElement ?? img).querySelectorAll("[srcset], [src]")).flatMap((element) => [
          ...(element.getAttribute("srcset") ?? "").split(",").map((candidate) => candidate.trim().split(" ")[0]),
          element.getAttribute("src") ?? "",
        ])
      )
      const notMadeYet = [...new Set(sizes)].filter(
        (size) => size.startsWith("/static/") && !fs.existsSync(path.join(editingSite.root, "public", decodeURIComponent(size)))
      )
      expect(notMadeYet.length).toBeGreaterThan(0)
      await restore()
      expect(fs.existsSync(path.join(editingSite.root, uploaded))).toBe(false)
      for (const size of notMadeYet.slice(0, 3))
        expect({ size, status: (await site.request.get(`${editingSite.url}${size}`)).status() }).toEqual({ size, status: 404 })
      await visitUntil(page, `${editingSite.url}/gallery`, async (visited) => {
        await expect(visited.getByRole("img", { name: alt })).toHaveCount(0, { timeout: 10_000 })
        await expect(visited.getByRole("heading", { level: 1 })).toBeVisible()
      })
      await site.close()
    } finally {
      await restore()
    }
  })
})
