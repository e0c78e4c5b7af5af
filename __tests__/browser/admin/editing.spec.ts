import fs from "node:fs"
import path from "node:path"
import { wcagAxe } from "../axe"
import type { Page, TestInfo } from "@playwright/test"
import { validateContent, describeProblem } from "../../../plugins/content-model/lib/validation"
import { creditedPhotos } from "../../../plugins/content-model/lib/photo-licences"
import {
  visitUntil,
  expect,
  field,
  fillCredit,
  listEntry,
  openFile,
  keepFiles,
  openListEntry,
  photoOnComputer,
  publish,
  publishAndWait,
  screenshotForReadme,
  signIn,
  openSignedIn,
  test,
  uploadPhoto,
  type EditingSite,
} from "./editing-site"

// An editor's session through /admin/ with the real local backend, on a copy of the project under gatsby develop:
// what a save writes to content/, what the form refuses, and what the site then shows. One development server for
// every admin file (editing-site.ts). Each test puts back the files it saves, so that each can run (and, on CI, be
// retried) alone. Generous time: the first visit to a page makes gatsby develop compile it, on a machine busy with the
// other tests.
test.describe.configure({ timeout: 90_000 })
test.use({ viewport: { width: 1366, height: 900 } })

const firstQuestion = "What kinds of tours do you offer?"

test("an FAQ answer changed in /admin/ is written to content/faqs.json, and /faqs shows it", async ({ page, editingSite }, testInfo) => {
  const restore = keepFiles(editingSite, ["content/faqs.json"])
  try {
    await changeAnAnswer(page, editingSite, testInfo)
  } finally {
    await restore()
  }
})

async function changeAnAnswer(page: Page, editingSite: EditingSite, testInfo: TestInfo) {
  const before = JSON.parse(editingSite.read("content/faqs.json"))
  // Each run edits a fresh copy of content/, so the new answer is new there.
  const answer = "Wildlife safaris, adventure safaris, winter safaris and bespoke trips, each one private, small-group, custom or self-guided."
  // The page an editor keeps open beside the editing screen: gatsby develop updates it when its content changes.
  const site = await page.context().newPage()
  await site.goto(`${editingSite.url}/faqs`)
  await expect(site.getByRole("button", { name: firstQuestion })).toBeVisible({ timeout: 60_000 })

  await signIn(page, editingSite)
  await expect(page.getByText("Plan Your Trip with (/trip)")).toBeVisible()
  await screenshotForReadme(page, "cms-collections")
  await openFile(page, editingSite, "content", "faqs")
  const entry = await openListEntry(page, firstQuestion)
  await field(entry, "Answer").fill(answer)
  await screenshotForReadme(page, "cms-faq-editing")
  const saved = Date.now()
  await publish(page)
  await expect(page.getByText("Entry saved")).toBeVisible()

  // Exactly the answer changed, in the same file, nothing else.
  const after = JSON.parse(editingSite.read("content/faqs.json"))
  expect(after).toEqual({ ...before, faqs: before.faqs.map((faq: { id: string }, index: number) => (index === 0 ? { ...faq, answer } : faq)) })
  await expect(site.getByText(answer)).toBeAttached({ timeout: 30_000 })
  const shown = Date.now() - saved
  await site.getByRole("button", { name: firstQuestion }).click()
  await expect(site.getByText(answer)).toBeVisible()
  testInfo.annotations.push({ type: "save to page under gatsby develop", description: `${shown} ms` })
  console.log(`admin: an FAQ saved in /admin/ showed on the open /faqs page ${shown} ms after Publish`)
  await site.close()
}

// An editor saves, then opens the page to look: gatsby develop must not lose the change to the page's own request
// (tools/local-backend.mjs: "touched again"). Without the touches the page kept the old answer on every reload.
test("a page opened right after a save shows it", async ({ page, editingSite }) => {
  const restore = keepFiles(editingSite, ["content/faqs.json"])
  try {
    const question = "Can I customise my safari?"
    const answer = "Always: tell us who is coming and what you hope to see, and we shape every day around it."
    await signIn(page, editingSite)
    await openFile(page, editingSite, "content", "faqs")
    await field(await openListEntry(page, question), "Answer").fill(answer)
    // The page is asked for as soon as the save is done, as an editor's click on "View Live" would.
    await publish(page)
    await expect(page.getByRole("alert").filter({ hasText: "Entry saved" })).toBeVisible({ timeout: 30_000 })
    const site = await visitUntil(page, `${editingSite.url}/faqs`, async (faqs) => {
      await faqs.getByRole("button", { name: question }).click()
      await expect(faqs.getByText(answer)).toBeVisible({ timeout: 2_000 })
    })
    await site.close()
  } finally {
    await restore()
  }
})

test("an FAQ added in /admin/ is refused while its answer is empty, then saved without an identifier, and /faqs shows it", async ({
  page,
  editingSite,
}) => {
  const restore = keepFiles(editingSite, ["content/faqs.json"])
  try {
    await addAnFaq(page, editingSite)
  } finally {
    await restore()
  }
})

async function addAnFaq(page: Page, editingSite: EditingSite) {
  const before = JSON.parse(editingSite.read("content/faqs.json"))
  const question = "Can I bring my dog on a safari?"
  const answer = "On most of our safaris, yes: tell us when you enquire and we will choose places to stay that welcome dogs."
  await signIn(page, editingSite)
  await openFile(page, editingSite, "content", "faqs")
  await page.getByRole("button", { name: "Add FAQ" }).click()
  await field(page, "Question").fill(question)
  await publish(page)
  await expect(page.getByText("Answer is required. Fill it in.")).toBeVisible()
  expect(JSON.parse(editingSite.read("content/faqs.json"))).toEqual(before)
  await field(page, "Answer").fill(answer)
  await publish(page)
  await expect(page.getByText("Entry saved")).toBeVisible()
  // The new entry, last, with the words the editor wrote and no identifier; it starts off the home page.
  expect(JSON.parse(editingSite.read("content/faqs.json"))).toEqual({ ...before, faqs: [...before.faqs, { question, answer, showOnHome: false }] })
  const site = await visitUntil(page, `${editingSite.url}/faqs`, async (faqs) => {
    await faqs.getByRole("button", { name: question }).click({ timeout: 5_000 })
    await expect(faqs.getByText(answer)).toBeVisible({ timeout: 2_000 })
  })
  await site.close()
}

test("a required field left empty is refused in the form; the file stays as it was", async ({ page, editingSite }) => {
  const before = editingSite.read("content/faqs.json")
  await signIn(page, editingSite)
  await openFile(page, editingSite, "content", "faqs")
  const entry = await openListEntry(page, "Can I customise my safari?")
  // Identifiers are kept, not edited: the entry shows none.
  await expect(entry.getByLabel("Identifier", { exact: true })).toHaveCount(0)
  await expect(page.getByText(/match the pattern/i)).toHaveCount(0)
  await field(entry, "Answer").fill("")
  await publish(page)
  await expect(page.getByText("Answer is required. Fill it in.")).toBeVisible()
  await expect(page.getByText("Not saved: a required field is empty. It is marked in red in the form; fill it in, then publish again.")).toBeVisible()
  await screenshotForReadme(page, "cms-required-field")
  expect(editingSite.read("content/faqs.json")).toBe(before)
})

test("a mistake only the build's rules see is refused before saving, in the editor's words", async ({ page, editingSite }) => {
  const before = editingSite.read("content/safari-options.json")
  await signIn(page, editingSite)
  await openFile(page, editingSite, "content", "safari-options")
  const entry = await openListEntry(page, "Adventure Safaris")
  // Each activity is a valid text, but the list may not name one twice.
  await expect(entry).toBeVisible()
  // The second activity, Hiking (each entry reads "Activity" until opened), becomes the first's, Fly fishing.
  await entry.getByText("Activity", { exact: true }).nth(2).locator("xpath=..").locator("button").first().click()
  await expect(field(entry, "Activity")).toHaveValue("Hiking")
  await field(entry, "Activity").fill("Fly fishing")
  await publish(page)
  await expect(
    page
      .getByRole("alert")
      .getByText(/^Safari option 1, 'Adventure Safaris', Activity \d+, 'Fly fishing': "Fly fishing" is in the list twice\. Remove one of them\.$/)
  ).toBeVisible()
  expect(editingSite.read("content/safari-options.json")).toBe(before)
})

test("a photograph uploaded into a gallery entry, with its credit, lands in content/images/ and passes the build's checks", async ({
  page,
  editingSite,
}) => {
  const restore = keepFiles(editingSite, ["content/gallery.json", "content/images/gallery/autumn-leaves.jpg"])
  try {
    await uploadAPhoto(page, editingSite)
  } finally {
    await restore()
  }
})

async function uploadAPhoto(page: Page, editingSite: EditingSite) {
  // A photograph the gallery does not show yet (the About page's), uploaded under a new name.
  const upload = photoOnComputer(editingSite, "images/photos/autumn-leaf-forest-floor.jpg", "autumn-leaves.jpg")
  const alt = "Fallen autumn leaves on the floor of a birch wood"
  await signIn(page, editingSite)
  await openFile(page, editingSite, "content", "gallery")
  const entry = await openListEntry(page, "A path winding through a sunlit pine forest")
  await uploadPhoto(page, entry, upload)
  const credit = {
    title: "Autumn leaves",
    author: "Morag Grant",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    source: "Wild Glen Safaris",
    sourceUrl: "https://www.wildglensafaris.co.uk",
  }
  await fillCredit(entry, credit)
  // Last: the entry is found by its summary, which is its alternative text.
  await field(entry, "Alternative text").fill(alt)
  await listEntry(page, alt)
    .getByText("Image file", { exact: true })
    .evaluate((label) => label.scrollIntoView({ block: "start" }))
  await screenshotForReadme(page, "cms-gallery-photo")
  await publish(page)
  await expect(page.getByText("Entry saved")).toBeVisible()

  expect(fs.readFileSync(path.join(editingSite.root, "content", "images", "gallery", upload.name))).toEqual(upload.buffer)
  const saved = JSON.parse(editingSite.read("content/gallery.json")).images[4]
  expect(saved).toEqual({ id: "gallery5", image: `images/gallery/${upload.name}`, alt, credit })
  // What the build checks first, on the copy's content/ as saved: nothing to report.
  expect(validateContent(path.join(editingSite.root, "content")).map(describeProblem)).toEqual([])
  // And the development server shows the new photograph, with its credit, once it has read the saved file and made
  // the photograph's sizes (on demand, as on an editor's machine): the editor reloads until it is there.
  const site = await visitUntil(page, `${editingSite.url}/gallery`, async (visited) => {
    await expect(visited.getByRole("img", { name: alt }).first()).toBeVisible({ timeout: 10_000 })
  })
  await expect(site.getByRole("listitem").filter({ hasText: credit.title }).filter({ hasText: credit.author })).toBeVisible()
  await site.close()
}

const pageRules = ["html-has-lang", "html-lang-valid", "document-title", "meta-viewport", "meta-refresh"]

// One preview of each of the site's parts they draw (the others repeat them: guides and safari options, credits; one
// safari's page for all).
const previewsForAxe: Array<[string, string]> = [
  ["pages", "home"],
  ["content", "faqs"],
  ["content", "safari-cards"],
  // The safari whose page shows a guest's testimonial, and the words the safari pages share.
  ["safaris", "333"],
  ["content", "safari-page"],
  ["content", "testimonials"],
  ["content", "about"],
  ["content", "gallery"],
]

// One test a preview, so that a slow one on a busy machine is retried alone, and no test's time grows with the number
// of previews.
for (const [collection, file] of previewsForAxe) {
  test(`axe finds nothing on the editing screen's own parts: its page and the ${collection}/${file} preview in the site's styles`, async ({
    page,
    editingSite,
  }, testInfo) => {
    test.setTimeout(120_000)
    await openSignedIn(page, editingSite, `collections/${collection}/entries/${file}`)
    await expect(page.frameLocator("#preview-pane").locator("h1, h2").first()).toBeVisible({ timeout: 30_000 })
    if (file === "home") await screenshotForReadme(page, "cms-page-preview")
    if (file === "333") {
      // Before it is deleted, the editor is told what points at it: its card on the home page, and a guest's testimonial.
      // The preview reads the home page's cards and the testimonials from the backend after it draws: on a busy machine,
      // as long as an entry takes to load.
      const preview = page.frameLocator("#preview-pane")
      const read = { timeout: 30_000 }
      await expect(preview.locator(".preview-note")).toContainText("one of the home page's safari cards", read)
      await expect(preview.locator(".preview-note")).toContainText("Eilidh Fraser's testimonial names it (Sections, Testimonials)", read)
      await expect(preview.getByRole("region", { name: "What our guests say" })).toContainText("Eilidh Fraser", read)
    }
    const all = await wcagAxe(page).analyze()
    // The page itself (admin/index.html): its language, title and viewport.
    const ownPage = all.violations.filter((violation) => pageRules.includes(violation.id)).map((violation) => violation.id)
    // The preview (admin/previews.ts): everything inside the preview frame.
    const inPreview = all.violations.flatMap((violation) =>
      violation.nodes.filter((node) => node.target.length > 1).map((node) => `${violation.id}: ${node.target.join(" ")}`)
    )
    expect({ file, page: ownPage, inPreview }).toEqual({ file, page: [], inPreview: [] })
    // Decap CMS's own screens are Decap's to fix: recorded, not asserted.
    const cms = all.violations.flatMap((violation) => {
      const nodes = violation.nodes.filter((node) => node.target.length === 1).map((node) => node.html.slice(0, 80))
      return nodes.length ? [`${violation.id} (${violation.impact}): ${violation.help}, such as ${nodes.slice(0, 2).join(" and ")}`] : []
    })
    testInfo.annotations.push({ type: "axe inside Decap CMS", description: cms.join("; ") })
    if (cms.length) console.log(`admin: axe inside Decap CMS's own screens (${collection}/${file}):\n  ${cms.join("\n  ")}`)
  })
}

// The markup of a part of the page, as a tree of element names and classes: a preview drawn by the site's components has
// the page's, class names included (CSS Modules' names, which only the site's own stylesheet and component give).
const markupOf = (element: Element) => {
  const shape = (node: Element): unknown => [node.tagName.toLowerCase(), node.getAttribute("class") ?? "", [...node.children].map(shape)]
  return shape(element)
}

test("the previews are drawn by the site's own components: a safari card and an FAQ have the page's markup and classes", async ({
  page,
  editingSite,
}) => {
  // Two pages of the development server and two previews that read other entries from the backend, on a busy machine.
  test.setTimeout(180_000)
  // The home page as gatsby develop serves it: the first safari card and the first FAQ.
  const site = await page.context().newPage()
  await site.goto(`${editingSite.url}/`)
  const onPage = { card: site.locator("#safaris li").first(), faq: site.locator("#faqs li").first() }
  await expect(onPage.faq).toBeVisible({ timeout: 60_000 })
  const expected = { card: await onPage.card.evaluate(markupOf), faq: await onPage.faq.evaluate(markupOf) }
  await site.close()
  // The class names are the stylesheets' own (src/components/*.module.css), not plain words written for the preview.
  expect(JSON.stringify(expected.faq)).toMatch(/faq-list-module--item--[0-9a-f]{5}/)

  for (const [file, part] of [
    ["safari-cards", "card"],
    ["faqs", "faq"],
  ] as const) {
    await openSignedIn(page, editingSite, `collections/content/entries/${file}`)
    const inPreview = page
      .frameLocator("#preview-pane")
      .locator(part === "card" ? "#safaris li" : "#faqs li")
      .first()
    // The home page's cards are drawn once the preview has read each chosen safari from the backend.
    await expect(inPreview).toBeVisible({ timeout: 60_000 })
    expect({ file, markup: await inPreview.evaluate(markupOf) }).toEqual({ file, markup: expected[part] })
  }
  // And they work as on the page: the question's button closes its answer (shown open in the preview, for the editor).
  const question = page.frameLocator("#preview-pane").getByRole("button", { name: firstQuestion })
  await expect(question).toHaveAttribute("aria-expanded", "true")
  await question.click()
  await expect(question).toHaveAttribute("aria-expanded", "false")
  await expect(page.frameLocator("#preview-pane").locator("#faqs li").first().getByRole("paragraph")).toBeHidden()
})

test.describe("photographs and values", () => {
  const credit = {
    title: "Sea kayak at dawn",
    author: "Isla Murray",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    source: "Sent to us by the guest",
    sourceUrl: "https://www.wildglensafaris.co.uk",
  }

  test("a new avatar uploaded as IMG_2041.jpg is saved only with its credit, under the name it references, and passes the build's checks", async ({
    page,
    editingSite,
  }) => {
    // Any JPEG will do: the guest's own photograph, named as a phone names it.
    const upload = photoOnComputer(editingSite, "images/photos/meadow-seedheads-sunrise.jpg", "IMG_2041.jpg")
    const before = editingSite.read("content/testimonials.json")
    const alt = "A guest paddling a sea kayak at dawn"
    await signIn(page, editingSite)
    await openFile(page, editingSite, "content", "testimonials")
    const entry = await openListEntry(page, "Tom Reynolds")
    await uploadPhoto(page, entry, upload)
    await field(entry, "Alternative text").fill(alt)
    // The credit is asked right under the photograph; with its author left out, nothing is saved.
    await fillCredit(entry, { ...credit, author: "" })
    await publish(page)
    await expect(page.getByText("Author is required.")).toBeVisible()
    expect(editingSite.read("content/testimonials.json")).toBe(before)
    await field(entry, "Author").fill(credit.author)
    await entry
      .getByText("Image file", { exact: true })
      .first()
      .evaluate((label) => label.scrollIntoView({ block: "start" }))
    await screenshotForReadme(page, "cms-photo-credit")
    await publish(page)
    await expect(page.getByText("Entry saved")).toBeVisible()

    // The CMS names uploads in lower case; the file and the reference to it agree.
    const saved = JSON.parse(editingSite.read("content/testimonials.json")).testimonials[1].avatar
    expect(saved).toEqual({ image: "images/photos/img_2041.jpg", alt, credit })
    expect(fs.readFileSync(path.join(editingSite.root, "content", saved.image))).toEqual(upload.buffer)
    // What every build (gatsby-node.ts, onPreInit) runs first, on the copy's content/ as saved: nothing to report.
    expect(validateContent(path.join(editingSite.root, "content")).map(describeProblem)).toEqual([])
    // The photographs' credits the next build publishes (/photo-licences.txt, which every page's footer links to) list
    // the new photograph's, as the licences require.
    const credited = creditedPhotos(path.join(editingSite.root, "content")).filter((photo) => photo.file === `content/${saved.image}`)
    expect(credited.map((photo) => photo.credit)).toEqual([credit])
  })

  test("a heading of spaces only is refused in the form, naming the field; the file stays as it was", async ({ page, editingSite }) => {
    const before = editingSite.read("content/pages/home.json")
    await signIn(page, editingSite)
    await page.goto(`${editingSite.url}/admin/#/collections/pages/entries/home`)
    await field(page, "Banner heading").fill("   ")
    await publish(page)
    await expect(page.getByText(/Banner heading.*spaces alone do not count/)).toBeVisible()
    await screenshotForReadme(page, "cms-blank-refused")
    expect(editingSite.read("content/pages/home.json")).toBe(before)
  })

  test("a new phone number moves the chat link on /contact: there is no chat link to retype", async ({ page, editingSite }) => {
    await signIn(page, editingSite)
    await openFile(page, editingSite, "settings", "site")
    await expect(page.getByLabel("Chat link", { exact: true })).toHaveCount(0)
    await field(page, "Phone number").fill("+44 1632 960 999")
    await publish(page)
    await expect(page.getByText("Entry saved")).toBeVisible()
    expect(JSON.parse(editingSite.read("content/site.json")).phone).toBe("+44 1632 960 999")
    const site = await visitUntil(page, `${editingSite.url}/contact`, async (visited) => {
      await expect(visited.getByRole("link", { name: /Chat with us/ })).toHaveAttribute("href", "https://wa.me/441632960999", { timeout: 5_000 })
    })
    await expect(site.getByRole("link", { name: /Chat with us/ })).toContainText("+44 1632 960 999")
    await site.close()
  })
})

test.describe("saving and messages", () => {
  // The editor's Tagline, in content/site.json (Site details, Business details).
  const siteFile = "content/site.json"

  test("a one-field edit of content/site.json changes that value's line and no other", async ({ page, editingSite }) => {
    const before = editingSite.read(siteFile)
    const tagline = JSON.parse(before).tagline as string
    await signIn(page, editingSite)
    await openFile(page, editingSite, "settings", "site")
    await field(page, "Tagline").fill(`${tagline}, all year round`)
    await publish(page)
    await expect(page.getByText("Entry saved")).toBeVisible()

    const after = editingSite.read(siteFile).split("\n")
    const lines = before.split("\n")
    expect(after.length).toBe(lines.length)
    const changed = after.flatMap((line, index) => (line === lines[index] ? [] : [{ before: lines[index], after: line }]))
    expect(changed).toEqual([
      { before: `  "tagline": ${JSON.stringify(tagline)},`, after: `  "tagline": ${JSON.stringify(`${tagline}, all year round`)},` },
    ])
  })

  test("a change after Publish that brings a field back to its text from before is saved by the next Publish, and a whole text pasted over by the one after", async ({
    page,
    editingSite,
  }) => {
    const before = editingSite.read(siteFile)
    const tagline = JSON.parse(before).tagline as string
    await signIn(page, editingSite)
    await openFile(page, editingSite, "settings", "site")
    const input = field(page, "Tagline")
    // Words typed at the end and published...
    const words = " with friends"
    await input.click()
    await input.press("End")
    await input.pressSequentially(words)
    await publish(page)
    await expect(page.getByText("Entry saved")).toBeVisible()
    expect(JSON.parse(editingSite.read(siteFile)).tagline).toBe(`${tagline}${words}`)
    // ...then deleted again in the same open entry: that is a change again, with its Publish button and a warning on
    // leaving.
    await input.press("End")
    for (let typed = 0; typed < words.length; typed += 1) await input.press("Backspace")
    await expect(input).toHaveValue(tagline)
    await expect(page.getByText("Unsaved Changes")).toBeVisible()
    const leaving = page.waitForEvent("dialog")
    const reload = page.reload().catch(() => undefined)
    const dialog = await leaving
    expect(dialog.type()).toBe("beforeunload")
    // Stay: the reload is cancelled.
    await dialog.dismiss()
    void reload
    // The first save's notice gone, so that the next one is the second save's.
    await expect(page.getByText("Entry saved")).toHaveCount(0, { timeout: 15_000 })
    await publish(page)
    await expect(page.getByText("Entry saved")).toBeVisible()
    // The file is exactly as it was before the first Publish.
    expect(editingSite.read(siteFile)).toBe(before)
    // And a third change, the whole text replaced as an editor pastes over it (select all, then paste), saved by a
    // third Publish in the same open entry.
    const replaced = "Wildlife and adventure safaris in Scotland, made for you"
    await input.click()
    await input.press("ControlOrMeta+A")
    await page.keyboard.insertText(replaced)
    await expect(input).toHaveValue(replaced)
    await publishAndWait(page)
    expect(JSON.parse(editingSite.read(siteFile)).tagline).toBe(replaced)
  })

  test("the thumbnails of the photographs already in an entry show their pixels, each read on its own", async ({ page, editingSite }) => {
    // Three entries, each a fresh load of the editing screen.
    test.setTimeout(180_000)
    // What the screen asks of the local backend: never a folder's photographs all at once (decap-server's getMedia sends
    // every one in full, about 8 MB for content/images/photos); the photographs come from the development server.
    const backendActions: string[] = []
    const photographs: string[] = []
    page.on("request", (request) => {
      if (request.url().includes("/api/v1") && request.method() === "POST") backendActions.push(JSON.parse(request.postData() ?? "{}").action)
      if (new URL(request.url()).pathname.startsWith("/admin/media/")) photographs.push(new URL(request.url()).pathname)
    })
    const entries: Array<[string, string, string | undefined]> = [
      ["pages", "home", undefined],
      ["content", "testimonials", "Eilidh Fraser"],
      ["content", "gallery", "An osprey perched on a branch of a Scots pine"],
    ]
    for (const [collection, file, listed] of entries) {
      await openSignedIn(page, editingSite, `collections/${collection}/entries/${file}`)
      if (listed) await openListEntry(page, listed)
      // The entry's form, with its photograph fields, once Decap has loaded it (slow on a loaded machine).
      await expect(page.getByRole("button", { name: "Choose different image" }).first()).toBeVisible({ timeout: 30_000 })
      // Decap's thumbnail: an <img role="presentation"> in the form, not in the preview frame.
      const thumbnails = page.locator("img[role=presentation]").filter({ visible: true })
      await expect(thumbnails.first()).toBeVisible({ timeout: 15_000 })
      await expect(async () => {
        const shown = await thumbnails.evaluateAll((images) =>
          (images as HTMLImageElement[]).map((image) => {
            if (!image.complete || image.naturalWidth === 0) return { width: image.naturalWidth, colours: 0 }
            const canvas = document.createElement("canvas")
            canvas.width = 24
            canvas.height = 24
            const context = canvas.getContext("2d")
            context?.drawImage(image, 0, 0, 24, 24)
            const pixels = context?.getImageData(0, 0, 24, 24).data ?? new Uint8ClampedArray()
            const colours = new Set<string>()
            for (let at = 0; at < pixels.length; at += 4)
              colours.add(`${pixels[at] >> 4},${pixels[at + 1] >> 4},${pixels[at + 2] >> 4},${pixels[at + 3] >> 4}`)
            return { width: image.naturalWidth, colours: colours.size }
          })
        )
        expect(shown.length).toBeGreaterThan(0)
        // A photograph: real width, and many colours (the blank placeholder has none, a flat image one).
        for (const thumbnail of shown) expect(thumbnail.width, `${collection}/${file}`).toBeGreaterThan(0)
        for (const thumbnail of shown) expect(thumbnail.colours, `${collection}/${file}`).toBeGreaterThan(20)
      }).toPass({ timeout: 20_000 })
      if (file === "home") {
        await thumbnails.first().evaluate((image) => image.scrollIntoView({ block: "center" }))
        await screenshotForReadme(page, "cms-page-photo")
      }
    }
    // The entries were read through the backend; the photographs of the site's media folder each from its address (the
    // home page's banner), those of a field's own folder (the gallery's) one file at a time from the backend.
    expect(backendActions.length).toBeGreaterThan(0)
    expect(backendActions).not.toContain("getMedia")
    expect(photographs).toContain("/admin/media/content/images/photos/loch-mountains-reflection.jpg")
  })

  test("a save the build would refuse names what to fix in the editor's words, and the message stays until dismissed", async ({
    page,
    editingSite,
  }) => {
    const before = editingSite.read("content/safari-options.json")
    await signIn(page, editingSite)
    await openFile(page, editingSite, "content", "safari-options")
    const entry = await openListEntry(page, "Adventure Safaris")
    await entry.getByRole("button", { name: "Add activity" }).click()
    await entry.getByLabel("Activity", { exact: true }).filter({ visible: true }).last().fill("Hiking")
    await publish(page)
    const panel = page.getByRole("alert", { name: /^Not saved: fix th/ })
    const problem = /^Safari option 1, 'Adventure Safaris', Activity \d+, 'Hiking': "Hiking" is in the list twice\. Remove one of them\.$/
    await expect(panel.getByRole("listitem").filter({ hasText: problem })).toBeVisible()
    // No file name, no JSON path, no programmer's words in what the editor is told (the panel and Decap's notice).
    const developerWords = /content\/|\.json|persist|\[\d+\]/
    await expect(panel).not.toContainText(developerWords)
    await expect(page.locator(".Toastify")).not.toContainText(developerWords)
    await screenshotForReadme(page, "cms-refused-save")
    // Still there 15 seconds later (Decap's own notifications close after a few seconds).
    await page.waitForTimeout(15_000)
    await expect(panel.getByRole("listitem").filter({ hasText: problem })).toBeVisible()
    expect(editingSite.read("content/safari-options.json")).toBe(before)
    await panel.getByRole("button", { name: "Dismiss" }).click()
    await expect(panel).toHaveCount(0)
  })
})
