import { scotlandDay } from "../../../src/lib/departures"
import gallery from "../../../content/gallery.json"
import {
  visitUntil,
  choose,
  choosePhoto,
  contentProblems,
  expect,
  field,
  keepFiles,
  publishAndWait,
  screenshotForReadme,
  signIn,
  test,
} from "./editing-site"

// The sightings journal as an editor keeps it (Sightings journal, a folder collection: one file per post): a post
// written in the form, with a species from the office's list, a safari and a photograph with its credit, is first in
// the journal and in its safari's latest sightings. The test puts back every file it changed.
test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 1366, height: 900 } })

const loading = { timeout: 30_000 }

test("a post written with a species, a safari and a photograph is saved as its own file, passes the check, and leads the journal and its safari's page", async ({
  page,
  editingSite,
}) => {
  const title = "Otters on the test shore"
  const file = "content/sightings/otters-on-the-test-shore.json"
  const restore = keepFiles(editingSite, [file])
  const photo = gallery.images.find((image) => image.image.endsWith("/gallery4.jpg"))!
  const today = scotlandDay(new Date())
  const paragraph = "Two otters fished the weed line below the test shore for most of an hour, then slipped round the point."
  try {
    await signIn(page, editingSite)
    await page.goto(`${editingSite.url}/admin/#/collections/sightings/new`)
    await expect(field(page, "Title")).toBeVisible(loading)
    await field(page, "Title").fill(title)
    await field(page, "Day of the sighting").fill(today)
    await page.getByRole("button", { name: "Add species" }).click()
    await choose(page, page.getByLabel("Species", { exact: true }).filter({ visible: true }).last(), "Otter")
    await field(page, "Place").fill("Loch na Keal, Isle of Mull")
    await choose(page, field(page, "Safari (optional)"), "Wildlife Safaris")
    await page.getByRole("button", { name: "Add photograph" }).click()
    await choosePhoto(page, page, "gallery4.jpg")
    const last = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last()
    await last("Alternative text").fill(photo.alt)
    for (const [label, value] of [
      ["Title of the photograph", photo.credit.title],
      ["Author", photo.credit.author],
      ["Licence", photo.credit.licence],
      ["Licence address", photo.credit.licenceUrl],
      ["Source", photo.credit.source],
      ["Source address", photo.credit.sourceUrl],
    ])
      await last(label).fill(value)
    await page.getByRole("button", { name: "Add paragraph" }).click()
    await last("Paragraph").fill(paragraph)
    await screenshotForReadme(page, "journal-new-post")
    await publishAndWait(page)

    // Its own file, named after its title, holding the day, the species by name and the safari by its address.
    const saved = JSON.parse(editingSite.read(file))
    expect(saved).toMatchObject({ title, date: today, species: ["Otter"], safari: "333", story: [paragraph] })
    expect(saved.photos).toEqual([{ image: "../images/gallery/gallery4.jpg", alt: photo.alt, credit: photo.credit }])
    expect(contentProblems(editingSite)).toEqual([])

    const journal = await visitUntil(page, `${editingSite.url}/journal`, async (visited) => {
      await expect(visited.locator("main ol h3").first()).toHaveText(title, { timeout: 10_000 })
    })
    await journal.close()
    const safari = await visitUntil(page, `${editingSite.url}/safaris/333`, async (visited) => {
      await expect(visited.locator("#sightings li a").first()).toHaveText(title, { timeout: 10_000 })
    })
    await safari.close()
  } finally {
    await restore()
  }
})
