import { test, expect } from "@playwright/test"
import { openPage } from "../open-page"
import site from "../../../content/site.json"
import about from "../../../content/about.json"
import faqs from "../../../content/faqs.json"
import guides from "../../../content/guides.json"
import aboutPage from "../../../content/pages/about.json"
import faqsPage from "../../../content/pages/faqs.json"
import contactPage from "../../../content/pages/contact.json"
import guidesPage from "../../../content/pages/guides.json"
import tripPage from "../../../content/pages/trip.json"

// What the spec fixes is written out here; everything else is read from content/.
const ABOUT_TITLES = ["About Us", "WHO", "MISSION", "WHAT"]

test("/about has the four sections About Us, WHO, MISSION and WHAT, each with text and a described photograph", async ({ page }) => {
  await openPage(page, "/about")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutPage.heading)
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(ABOUT_TITLES)
  for (const [index, title] of ABOUT_TITLES.entries()) {
    const section = page.getByRole("region", { name: title })
    const content = about.sections[index]
    await expect(section.getByRole("img", { name: content.photo.alt })).toBeVisible()
    for (const paragraph of content.text) await expect(section.getByText(paragraph)).toBeVisible()
  }
})

test.describe("/faqs", () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, "/faqs")
    // Opening a question needs the page's script, which has loaded once the network is quiet.
    await page.waitForLoadState("networkidle")
  })

  test("lists the eleven questions", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(faqsPage.heading)
    const main = page.getByRole("main")
    await expect(main.getByRole("listitem")).toHaveCount(11)
    for (const faq of faqs.faqs) await expect(main.getByText(faq.question, { exact: true })).toBeVisible()
  })

  test("advises booking 6 to 12 months ahead", async ({ page }) => {
    const booking = faqs.faqs.find((faq) => /book/i.test(faq.question))!
    await page.getByRole("main").getByText(booking.question, { exact: true }).click()
    await expect(page.getByRole("main").getByText(booking.answer)).toContainText("6 to 12 months")
  })

  test("describes accommodation from 3 to 5 stars: eco-lodges, boutique hotels and homestays", async ({ page }) => {
    const stay = faqs.faqs.find((faq) => /accommodation/i.test(faq.question))!
    await page.getByRole("main").getByText(stay.question, { exact: true }).click()
    const answer = page.getByRole("main").getByText(stay.answer)
    await expect(answer).toBeVisible()
    for (const words of ["3 to 5 stars", "eco-lodges", "boutique hotels", "homestays"]) await expect(answer).toContainText(words)
  })
})

test("/contact: 'Get In Touch', an invitation, and three links opening in a new tab", async ({ page }) => {
  await openPage(page, "/contact")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch")
  const invitation = page.getByRole("main").getByText(contactPage.text)
  await expect(invitation).toBeVisible()
  for (const topic of [/enquir/i, /collaboration/i, /support/i]) await expect(invitation).toHaveText(topic)

  const linksIntro = contactPage.sections.find((section) => section.id === "links")!
  const links = page.getByRole("region", { name: linksIntro.title }).getByRole("link")
  await expect(links).toHaveCount(3)
  const expected = [
    { href: `mailto:${site.email}`, shows: site.email },
    { href: site.directMessageUrl, shows: /message/i },
    // The chat link is made from the phone number shown beside it: +44 1632 960 418 -> https://wa.me/441632960418.
    { href: `https://wa.me/${site.phone.replace(/\D/g, "")}`, shows: site.phone },
  ]
  for (const [index, link] of expected.entries()) {
    const found = links.nth(index)
    await expect(found).toHaveAttribute("href", link.href)
    await expect(found).toHaveAttribute("target", "_blank")
    await expect(found).toHaveAttribute("rel", /\bnoopener\b/)
    await expect(found).toContainText(link.shows)
  }
})

test("/trip is headed 'Plan Your Trip with' and the business name", async ({ page }) => {
  await openPage(page, "/trip")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Plan Your Trip with ${site.name}`)
  await expect(page.getByRole("main").getByText(tripPage.text)).toBeVisible()
})

test("/guides introduces every guide with name, role and biography", async ({ page }) => {
  await openPage(page, "/guides")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(guidesPage.heading)
  const main = page.getByRole("main")
  await expect(main.getByText(guides.intro)).toBeVisible()
  for (const guide of guides.guides) {
    await expect(main.getByRole("heading", { name: guide.name })).toBeVisible()
    await expect(main.getByText(guide.role)).toBeVisible()
    await expect(main.getByText(guide.bio)).toBeVisible()
  }
})

test("an unknown address shows 'Page Not Found' with a 'Go Back Home' link to /", async ({ page }) => {
  const response = await openPage(page, "/no-such-trail")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found")
  await expect(page.getByRole("main").getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/")
})
