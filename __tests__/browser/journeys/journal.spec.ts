// The sightings journal on a phone, in every engine: a species chosen, a post opened from its list, its photograph
// opened full size and closed, and the feed the page names.
import { test, expect, screenshot } from "../engines/fixture"
import { clickOn, find, until } from "./steps"
import { sightings } from "../../fixtures/sightings"
import { chosenPosts, JOURNAL_FEED } from "../../../src/lib/journal"

const listed = () => Array.from(document.querySelectorAll("main ol h3")).map((heading) => heading.textContent ?? "")
const heading = () => document.querySelector("h1")?.textContent ?? ""
const address = () => location.pathname
const viewerOpen = () => (document.querySelector('dialog[aria-label="Photo viewer"]') as HTMLDialogElement | null)?.open ?? false

test("a visitor picks a species in the journal, reads a post and opens its photograph", async ({ driver }) => {
  await driver.resize(390, 844)
  await driver.open("/journal")
  expect(await driver.evaluate(() => document.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute("href"))).toBe(
    JOURNAL_FEED
  )
  await clickOn(driver, { css: "a", name: "Choose a species or a month" })
  await clickOn(driver, { css: "a", name: "Otter", within: "#choices" })
  const otters = chosenPosts(sightings, { species: "Otter" })
  await until(driver, "the otter posts' address", address, [], { expected: "/journal/species/otter" })
  await until(driver, "the otter posts alone", listed, [], { expected: otters.map((post) => post.title) })
  await screenshot(driver, "journal-otter-390")

  const [post] = otters
  await clickOn(driver, { css: "main ol a", name: post.title })
  await until(driver, "the post's page", heading, [], { expected: post.title })
  await driver.click(await find(driver, { css: "main li button", name: post.photos[0].alt }))
  await until(driver, "the photograph full size", viewerOpen, [])
  await driver.press("Escape")
  await until(driver, "the viewer closed", viewerOpen, [], { expected: false })
  expect(await driver.problems()).toEqual([])
})
