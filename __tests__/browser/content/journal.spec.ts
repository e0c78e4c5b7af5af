// The sightings journal: its list newest first, a page at a time; a species' and a month's own lists, chosen without
// JavaScript and, with it, without a page load; a post with its photographs, its neighbours and its structured data;
// the latest posts on the home page and each safari's page; the feed every page links to, read by a feed parser.
import { test, expect, type Page } from "@playwright/test"
import Parser from "rss-parser"
import { openPage } from "../open-page"
import { sightings, speciesList } from "../../fixtures/sightings"
import { safaris } from "../../fixtures/safaris"
import { FEED_POSTS, JOURNAL_FEED, chosenPosts, journalListPages, postDate, speciesWithPosts } from "../../../src/lib/journal"
import { dateRange, monthOf } from "../../../src/lib/departures"
import site from "../../../content/site.json"

const siteUrl = "https://www.wildglensafaris.co.uk"
const listed = (page: Page) => page.locator("main ol h3").allTextContents()
const titles = (posts: ReadonlyArray<{ title: string }>) => posts.map((post) => post.title)

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test("the journal lists the newest posts first, then pages of older posts, each with its day, place, species and first words", async ({ page }) => {
    const [own, older] = journalListPages(sightings, {})
    await page.goto("/journal")
    await expect(page.getByRole("heading", { level: 1, name: "Sightings Journal" })).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: `Latest sightings: ${sightings.length} posts` })).toBeVisible()
    expect(await listed(page)).toEqual(titles(own.posts))
    const [newest] = sightings
    const card = page.locator("main ol > li").first()
    await expect(card.getByRole("link", { name: newest.title })).toHaveAttribute("href", newest.path)
    await expect(card).toContainText(`${postDate(newest.date)} · ${newest.place}`)
    await expect(card).toContainText(newest.species.join(", "))

    // A page of older posts keeps its address as posts are written: it is numbered from the oldest, and says its days.
    const pages = page.getByRole("navigation", { name: "Pages of sightings" })
    await expect(pages.getByRole("link", { name: "Newer sightings" })).toHaveCount(0)
    await pages.getByRole("link", { name: "Older sightings" }).click()
    await expect(page).toHaveURL(new RegExp(`${older.path}$`))
    expect(await listed(page)).toEqual(titles(older.posts))
    const span = dateRange(older.posts[older.posts.length - 1].date, older.posts[0].date)
    await expect(page.getByRole("heading", { level: 2, name: `Sightings: ${span}` })).toBeVisible()
    await expect(page).toHaveTitle(`Sightings journal, ${span} | ${site.name}`)
    await pages.getByRole("link", { name: "Newer sightings" }).click()
    await expect(page).toHaveURL(/\/journal$/)
  })

  test("a species and a month each have their own list, reached by a link, the choice marked", async ({ page }) => {
    await page.goto("/journal")
    const choices = page.getByRole("navigation", { name: "Sightings by species or month" })
    // Each species of the office's list that posts name, in the list's order.
    expect(await choices.locator("h2:text('By species') + ul a").allTextContents()).toEqual(
      speciesWithPosts(speciesList, sightings).map((species) => species.name)
    )
    await choices.getByRole("link", { name: "Otter", exact: true }).click()
    await expect(page).toHaveURL(/\/journal\/species\/otter$/)
    const otters = chosenPosts(sightings, { species: "Otter" })
    await expect(page.getByRole("heading", { level: 2, name: `Otter: ${otters.length} posts` })).toBeVisible()
    expect(await listed(page)).toEqual(titles(otters))
    await expect(choices.getByRole("link", { name: "Otter", exact: true })).toHaveAttribute("aria-current", "page")
    await expect(page).toHaveTitle(`Sightings journal: Otter | ${site.name}`)

    const month = sightings[0].date.slice(0, 7)
    await choices.getByRole("link", { name: monthOf(`${month}-01`), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/journal/month/${month}$`))
    expect(await listed(page)).toEqual(titles(chosenPosts(sightings, { month })))
    await choices.getByRole("link", { name: "Every sighting" }).click()
    await expect(page).toHaveURL(/\/journal$/)
  })

  test("a post shows its day, place, species, safari, story, photographs and credits, and its newer and older posts", async ({ page }) => {
    const at = sightings.findIndex((post) => post.safari && post.photos.length > 1)
    const post = sightings[at]
    await page.goto(post.path)
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible()
    const facts = page.locator("main dl")
    await expect(facts).toContainText(`${postDate(post.date)}, ${post.place}`)
    for (const name of post.species) await expect(facts.getByRole("link", { name, exact: true })).toHaveAttribute("href", /^\/journal\/species\//)
    const safari = safaris.find((each) => each.slug === post.safari)!
    await expect(facts.getByRole("link", { name: safari.title })).toHaveAttribute("href", safari.path)
    for (const paragraph of post.story) await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
    for (const photo of post.photos) await expect(page.getByRole("button", { name: photo.alt })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Photo credits" })).toBeVisible()
    const neighbours = page.getByRole("navigation", { name: "Newer and older sightings" })
    await expect(neighbours.getByRole("link", { name: new RegExp(`^Newer sighting ${sightings[at - 1].title}`) })).toHaveAttribute(
      "href",
      sightings[at - 1].path
    )
    await expect(neighbours.getByRole("link", { name: new RegExp(`^Older sighting ${sightings[at + 1].title}`) })).toHaveAttribute(
      "href",
      sightings[at + 1].path
    )
  })

  test("a post is an article to search engines: its headline, day, author, place, species and photograph", async ({ page }) => {
    const [post] = sightings
    await page.goto(post.path)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const article = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BlogPosting")
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline: post.title,
      datePublished: post.date,
      url: `${siteUrl}${post.path}`,
      mainEntityOfPage: `${siteUrl}${post.path}`,
      author: { "@type": "Organization", name: site.name, url: siteUrl },
      publisher: { "@type": "Organization", name: site.name },
      contentLocation: { "@type": "Place", name: post.place },
      about: post.species.map((name) => ({ "@type": "Thing", name })),
    })
    expect(article.image).toEqual([expect.stringMatching(new RegExp(`^${siteUrl}/static/.+\\.jpg$`))])
    expect((await page.request.get(article.image[0].replace(siteUrl, ""))).status()).toBe(200)
  })

  test("the home page and each safari's page list the latest posts, and lead to the journal", async ({ page }) => {
    await page.goto("/")
    const home = page.locator("section#journal")
    expect(await home.locator("li a").allTextContents()).toEqual(titles(sightings.slice(0, 3)))
    await expect(home.getByRole("link", { name: "Read the sightings journal" })).toHaveAttribute("href", "/journal")
    for (const safari of safaris) {
      await page.goto(safari.path)
      const section = page.getByRole("region", { name: "Seen on this safari lately" })
      const seen = sightings.filter((post) => post.safari === safari.slug).slice(0, 2)
      expect(await section.locator("li a").allTextContents()).toEqual(titles(seen))
      await expect(section.getByRole("link", { name: /sightings journal/ })).toHaveAttribute("href", "/journal")
    }
  })
})

test("with JavaScript, a species' list shows without a page load, and the back button returns to every post", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await openPage(page, "/journal")
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true))
  await page.getByRole("navigation", { name: "Sightings by species or month" }).getByRole("link", { name: "White-tailed eagle", exact: true }).click()
  await expect(page).toHaveURL(/\/journal\/species\/white-tailed-eagle$/)
  // The address changes as the move starts; the list once the species' page has been drawn (on CI, after the check).
  await expect.poll(() => listed(page)).toEqual(titles(chosenPosts(sightings, { species: "White-tailed eagle" })))
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true)
  await page.goBack()
  await expect(page).toHaveURL(/\/journal$/)
  await expect.poll(() => listed(page)).toEqual(titles(journalListPages(sightings, {})[0].posts))
})

test("the feed every page names is Atom a feed reader reads: the latest posts, with absolute links, days and photographs", async ({
  page,
  request,
}) => {
  for (const path of ["/", "/safaris/333", sightings[0].path]) {
    await page.goto(path)
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", JOURNAL_FEED)
  }
  const response = await request.get(JOURNAL_FEED)
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8")
  const feed = await new Parser().parseString(await response.text())
  const latest = sightings.slice(0, FEED_POSTS)
  expect(feed.items.map((item) => [item.title, item.link, item.isoDate?.slice(0, 10)])).toEqual(
    latest.map((post) => [post.title, `${siteUrl}${post.path}`, post.date])
  )
  expect(feed.items[0].content).toMatch(new RegExp(`<img src="${siteUrl}/static/[^"]+\\.jpg" alt="${sightings[0].photos[0].alt}">`))
})
