import fs from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { validateContent, describeProblem } from "../../../plugins/content-model/lib/validation"
import { expect, field, listEntry, openFile, openListEntry, publish, screenshotForReadme, signIn, test } from "./editing-site"

// An editor's session through /admin/ with the real local backend, on a copy of the project under gatsby develop:
// what a save writes to content/, what the form refuses, and what the site then shows. One development server for
// the whole file, so its tests run in order, in one worker.
// Generous time: the first visit to a page makes gatsby develop compile it, on a machine busy with the other tests.
test.describe.configure({ mode: "serial", timeout: 90_000 })
test.use({ viewport: { width: 1366, height: 900 } })

const firstQuestion = "What kinds of tours do you offer?"

test("an FAQ answer changed in /admin/ is written to content/faqs.json, and /faqs shows it", async ({ page, editingSite }, testInfo) => {
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
})

test("a required field left empty, and an identifier against the schema's pattern, are refused in the form; the file stays as it was", async ({
  page,
  editingSite,
}) => {
  const before = editingSite.read("content/faqs.json")
  await signIn(page, editingSite)
  await openFile(page, editingSite, "content", "faqs")
  const entry = await openListEntry(page, "Can I customise my safari?")
  await field(entry, "Identifier").fill("Customise Safari")
  await field(entry, "Identifier").press("Tab")
  await expect(
    entry.getByText(`Identifier didn't match the pattern: must be lower case letters, digits and dashes, such as "tour-types".`)
  ).toBeVisible()
  await field(entry, "Answer").fill("")
  await publish(page)
  await expect(page.getByText("Answer is required.")).toBeVisible()
  await expect(page.getByText("Oops, you've missed a required field. Please complete before saving.")).toBeVisible()
  await screenshotForReadme(page, "cms-required-field")
  expect(editingSite.read("content/faqs.json")).toBe(before)
})

test("a mistake only the build's rules see is refused before saving, in the build's own words", async ({ page, editingSite }) => {
  const before = editingSite.read("content/faqs.json")
  await signIn(page, editingSite)
  await openFile(page, editingSite, "content", "faqs")
  const entry = await openListEntry(page, "Do I need travel insurance?")
  // A pattern the form checks as the editor types, and then an id already used by another question.
  // A valid identifier (the form's pattern), but one already used by another question.
  await field(entry, "Identifier").fill("tour-types")
  await publish(page)
  await expect(
    page.getByText(
      /the site's build would refuse this, so it is not saved: content\/faqs\.json: faqs\[2\]\.id: "tour-types" is already the id of faqs\[0\]/
    )
  ).toBeVisible()
  expect(editingSite.read("content/faqs.json")).toBe(before)
})

test("a photograph uploaded into a gallery entry, with its credit, lands in content/images/ and passes the build's checks", async ({
  page,
  editingSite,
}) => {
  // A photograph the gallery does not show yet (the About page's), uploaded under a new name.
  const photo = path.join(editingSite.root, "content", "images", "photos", "autumn-leaf-forest-floor.jpg")
  const upload = { name: "autumn-leaves.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(photo) }
  const alt = "Fallen autumn leaves on the floor of a birch wood"
  await signIn(page, editingSite)
  await openFile(page, editingSite, "content", "gallery")
  const entry = await openListEntry(page, "A path winding through a sunlit pine forest")
  await entry.getByRole("button", { name: "Choose different image" }).click()
  await page.locator("input[type=file]").setInputFiles(upload)
  await page.getByRole("button", { name: "Choose selected" }).click()
  const credit = {
    title: "Autumn leaves",
    author: "Morag Grant",
    licence: "CC BY 4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    source: "Wild Glen Safaris",
    sourceUrl: "https://www.wildglensafaris.co.uk",
  }
  await field(entry, "Title of the photograph").fill(credit.title)
  await field(entry, "Author").fill(credit.author)
  await field(entry, "Licence").fill(credit.licence)
  await field(entry, "Licence address").fill(credit.licenceUrl)
  await field(entry, "Source").fill(credit.source)
  await field(entry, "Source address").fill(credit.sourceUrl)
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
  const site = await page.context().newPage()
  await expect(async () => {
    await site.goto(`${editingSite.url}/gallery`)
    await expect(site.getByRole("img", { name: alt }).first()).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 90_000 })
  await expect(site.getByRole("listitem").filter({ hasText: credit.title }).filter({ hasText: credit.author })).toBeVisible()
  await site.close()
})

const pageRules = ["html-has-lang", "html-lang-valid", "document-title", "meta-viewport", "meta-refresh"]

test("axe finds nothing on the editing screen's own parts: its page and the previews in the site's styles", async ({
  page,
  editingSite,
}, testInfo) => {
  await signIn(page, editingSite)
  const cms = new Map<string, string>()
  // One preview of each of the site's parts they draw (the others repeat them: guides and safari options, credits).
  const previews: Array<[string, string]> = [
    ["pages", "home"],
    ["content", "faqs"],
    ["content", "safaris"],
    ["content", "testimonials"],
    ["content", "about"],
    ["content", "gallery"],
  ]
  for (const [collection, file] of previews) {
    // A fresh load for each: moving between entries in the CMS can show the next one before its content has loaded.
    await page.goto("about:blank")
    await page.goto(`${editingSite.url}/admin/#/collections/${collection}/entries/${file}`)
    await expect(page.frameLocator("#preview-pane").locator("h1, h2").first()).toBeVisible({ timeout: 15_000 })
    if (file === "home") await screenshotForReadme(page, "cms-page-preview")
    const all = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze()
    // The page itself (admin/index.html): its language, title and viewport.
    const ownPage = all.violations.filter((violation) => pageRules.includes(violation.id)).map((violation) => violation.id)
    // The preview (admin/previews.ts): everything inside the preview frame.
    const inPreview = all.violations.flatMap((violation) =>
      violation.nodes.filter((node) => node.target.length > 1).map((node) => `${violation.id}: ${node.target.join(" ")}`)
    )
    expect({ file, page: ownPage, inPreview }).toEqual({ file, page: [], inPreview: [] })
    // Decap CMS's own screens are Decap's to fix: recorded, not asserted.
    for (const violation of all.violations) {
      const nodes = violation.nodes.filter((node) => node.target.length === 1).map((node) => node.html.slice(0, 80))
      if (nodes.length) cms.set(violation.id, `${violation.id} (${violation.impact}): ${violation.help}, such as ${nodes.slice(0, 2).join(" and ")}`)
    }
  }
  testInfo.annotations.push({ type: "axe inside Decap CMS", description: [...cms.values()].join("; ") })
  console.log(`admin: axe inside Decap CMS's own screens:\n  ${[...cms.values()].join("\n  ")}`)
})
