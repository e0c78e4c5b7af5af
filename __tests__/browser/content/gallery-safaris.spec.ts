import path from "node:path"
import { test, expect } from "@playwright/test"
import { openPage } from "../open-page"
import { routes } from "../routes"
import { creditedPhotos } from "../../../plugins/content-model/lib/photo-licences"
import { creditShownWith } from "../../../src/lib/credit-shown"
import { PHOTOS_PER_PAGE } from "../../../src/lib/gallery-pages"
import gallery from "../../../content/gallery.json"
import about from "../../../content/about.json"
import testimonials from "../../../content/testimonials.json"
import safariOptions from "../../../content/safari-options.json"
import homePage from "../../../content/pages/home.json"
import contactPage from "../../../content/pages/contact.json"
import galleryPage from "../../../content/pages/gallery.json"
import safarisPage from "../../../content/pages/safaris.json"

// Every photograph carries its own credit, wherever it is used (a page's banner path starts with ../, from content/pages).
const photos = [
  ...gallery.images,
  ...about.sections.map((section) => section.photo),
  ...testimonials.testimonials.map((testimonial) => testimonial.avatar),
  ...safariOptions.sections.map((option) => option.photo),
  ...[homePage, contactPage, galleryPage, safarisPage].map((page) => ({ ...page.banner, image: page.banner.image.replace(/^\.\.\//, "") })),
]
const allCredits = photos.map(({ image, credit }) => ({ image, ...credit }))

// The two activity lists exactly as the spec gives them ("... surfing and more", "... sea fishing and fly fishing").
const ADVENTURE = [
  "fly fishing",
  "hiking",
  "trail running",
  "rafting",
  "kayaking",
  "cycling",
  "mountain biking",
  "climbing",
  "paddle boarding",
  "wild swimming",
  "falconry",
  "surfing",
  "and more",
]
const WILDLIFE = [
  "nature walks",
  "marine and loch tours",
  "river tours",
  "birdwatching",
  "photography",
  "horse riding",
  "canoeing",
  "sailing",
  "foraging",
  "self-drive adventures",
  "sea fishing",
  "fly fishing",
]

test.describe("/gallery", () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, "/gallery")
  })

  test("the banner is titled 'Our Gallery', with its text", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Gallery")
    await expect(page.getByRole("main").getByText(galleryPage.text)).toBeVisible()
  })

  test("shows the eleven photographs in order, gallery1 to gallery11, each loaded", async ({ page }) => {
    const expected = gallery.images.map((image) => image.alt)
    expect(gallery.images.map((image) => image.id)).toEqual(Array.from({ length: 11 }, (_, index) => `gallery${index + 1}`))
    // The grid comes first; copies further down (a carousel, a lightbox) may repeat the same photographs.
    const photos = page.getByRole("main").getByRole("img")
    const alts = (await photos.evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))).filter((alt) =>
      expected.includes(alt)
    )
    expect(alts.slice(0, 11)).toEqual(expected)
    for (const alt of expected) {
      const first = page.getByRole("main").getByRole("img", { name: alt, exact: true }).first()
      await first.scrollIntoViewIfNeeded()
      await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    }
  })

  test("credits the photographs it shows, no others, and links to every photograph's credit and licence notice", async ({ page }) => {
    const section = page.getByRole("region", { name: galleryPage.sections.find((intro) => intro.id === "credits")!.title })
    const own = [...gallery.images.slice(0, PHOTOS_PER_PAGE), { ...galleryPage.banner, image: galleryPage.banner.image.replace(/^\.\.\//, "") }]
    const ownFiles = new Set(own.map((photo) => photo.image))
    await expect(section.getByRole("listitem")).toHaveCount(ownFiles.size)
    for (const credit of allCredits.filter((each) => ownFiles.has(each.image))) {
      const entry = section.getByRole("listitem").filter({ hasText: credit.title }).filter({ hasText: credit.author }).first()
      await expect(entry).toBeVisible()
      await expect(entry.getByRole("link", { name: credit.licence })).toHaveAttribute("href", credit.licenceUrl)
      await expect(entry.getByRole("link", { name: credit.source })).toHaveAttribute("href", credit.sourceUrl)
    }
    // A photograph of another page (an About section's, a guest's) is credited there and in the file, not here.
    for (const credit of allCredits.filter((each) => !ownFiles.has(each.image) && !own.some((photo) => photo.credit.title === each.title))) {
      await expect(section.getByRole("listitem").filter({ hasText: credit.title }), credit.image).toHaveCount(0)
    }
    const notices = section.locator("a[href='/photo-licences.txt']")
    await expect(notices).toHaveCount(1)
    await expect(notices).toHaveAccessibleName(/licences/i)
    await notices.click()
    await expect(page).toHaveURL(/\/photo-licences\.txt$/)
    await expect(page.locator("body")).toContainText("PHOTO LICENCES AND NOTICES")
  })
})

// CC BY and CC BY-SA ask for the credit where the photograph is shown; the rest are credited in /photo-licences.txt.
const creditedFiles = creditedPhotos(path.join(__dirname, "..", "..", "..", "content"))
for (const { path: route } of routes) {
  test(`${route} credits, on the page, each photograph it shows whose licence asks for it`, async ({ page }) => {
    await openPage(page, route)
    // The photographs' file names survive in the sizes the build makes (/static/<hash>/<size>/gallery4.jpg).
    const shown = await page.locator("main img, main source").evaluateAll((elements) =>
      elements
        .flatMap((element) => `${element.getAttribute("src") ?? ""},${element.getAttribute("srcset") ?? ""}`.split(","))
        .map((url) =>
          url
            .trim()
            .split(" ")[0]
            .split("/")
            .pop()!
            .replace(/\.\w+$/, "")
        )
    )
    const asking = creditedFiles.filter(({ file, credit }) => creditShownWith(credit) && shown.includes(path.basename(file).replace(/\.\w+$/, "")))
    for (const { file, credit } of asking) {
      const entry = page.getByRole("main").getByText(credit.title, { exact: true }).first()
      await expect(entry, file).toBeVisible()
      const line = entry.locator("xpath=..")
      await expect(line.getByRole("link", { name: credit.licence }).first(), file).toHaveAttribute("href", credit.licenceUrl)
      await expect(line, file).toContainText(credit.author)
    }
    if (route === "/safaris") expect(asking.length, "the page shows photographs under CC BY").toBeGreaterThan(0)
  })
}

test("/photo-licences.txt names every credited photograph and the notices its licences require", async ({ request }) => {
  const response = await request.get("/photo-licences.txt")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/)
  const text = await response.text()
  for (const credit of allCredits) {
    expect(text).toContain(`content/${credit.image}`)
    expect(text).toContain(credit.author.replace(/ \(.*\)$/, ""))
  }
  expect(text).toContain("Copyright (C) 2000-2020 Carsten Haitzler and various contributors")
  expect(text).toContain("Redistribution and use in source and binary forms")
  expect(text).toContain("GNU Lesser General Public License")
  expect(text).toContain("https://creativecommons.org/licenses/by/4.0/")
  expect(text).toContain("https://creativecommons.org/licenses/by-sa/3.0/")
  for (const licence of ["GPL-2", "GPL-3", "LGPL-3"]) {
    const full = await request.get(`/licences/${licence}.txt`)
    expect(full.status()).toBe(200)
    expect(await full.text()).toContain("GNU")
  }
})

test.describe("/safaris", () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, "/safaris")
  })

  test("the banner 'Our Safari Options' describes wildlife on land and at sea, adventure and bespoke experiences", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Safari Options")
    const text = page.getByRole("main").getByText(safarisPage.text)
    await expect(text).toBeVisible()
    for (const words of [/wildlife on land and at sea/i, /adventure experiences/i, /bespoke experiences/i]) await expect(text).toHaveText(words)
  })

  for (const [title, activities] of [
    ["Adventure Safaris", ADVENTURE],
    ["Wildlife Safaris", WILDLIFE],
  ] as const) {
    test(`${title} lists exactly the spec's activities and a 'Plan Your Trip' button to /trip`, async ({ page }) => {
      const section = page.getByRole("region", { name: title })
      const shown = await section.getByRole("listitem").allTextContents()
      expect(shown.map((item) => item.trim().toLowerCase())).toEqual(activities)
      const plan = section.getByRole("link", { name: "Plan Your Trip" })
      await expect(plan).toHaveAttribute("href", "/trip")
      await plan.click()
      await expect(page).toHaveURL(/\/trip$/)
    })
  }
})
