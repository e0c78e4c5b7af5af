/** @jest-environment node */
import fs from "fs"
import path from "path"
import { brokenBy, copyContent, problems, removeContentCopies } from "../../../fixtures/content-copy"

// content/safari-pages.json, the page of each safari: what an editor can get wrong stops the build, by file and field.
afterAll(removeContentCopies)

const file = "safari-pages.json"

test("a fifth safari page is refused: the home page shows exactly four safaris", () => {
  expect(brokenBy(file, (data) => data.pages.push({ ...data.pages[3] }))).toContain(
    "content/safari-pages.json: pages: must have exactly 4 entries (the site is designed around this number), found 5"
  )
})

test("the guide price is whole pounds: text, or a price with its pound sign, is refused", () => {
  expect(brokenBy(file, (data) => (data.pages[1].priceFrom = "£1,390"))).toEqual([
    'content/safari-pages.json: pages[1].priceFrom: must be a whole number, without quotes, found string "£1,390"',
  ])
})

test("an itinerary of four days, or a calendar without December, is refused", () => {
  expect(brokenBy(file, (data) => (data.pages[0].itinerary = data.pages[0].itinerary.slice(0, 4)))).toContain(
    "content/safari-pages.json: pages[0].itinerary: must have at least 5 entries, found 4"
  )
  expect(brokenBy(file, (data) => data.pages[2].calendar.pop())).toContain(
    "content/safari-pages.json: pages[2].calendar: must have exactly 12 entries (the site is designed around this number), found 11"
  )
})

test("a month out of place is named", () => {
  expect(brokenBy(file, (data) => (data.pages[2].calendar[3].month = "May"))).toContain(
    'content/safari-pages.json: pages[2].calendar[3].month: must be "April" (the site is designed around it), found "May"'
  )
})

test("a new photograph needs its credit: without one, the build says whose credit is missing", () => {
  const dir = copyContent()
  fs.copyFileSync(path.join(dir, "images/photos/loch-dawn-reeds.jpg"), path.join(dir, "images/gallery/new-otter.jpg"))
  const data = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))
  data.pages[2].photos[0] = { image: "images/gallery/new-otter.jpg", alt: "An otter on the tideline" }
  fs.writeFileSync(path.join(dir, file), JSON.stringify(data))
  expect(problems(dir)).toEqual(["content/safari-pages.json: pages[2].photos[0].credit: is required"])
  data.pages[2].photos[0].credit = { ...data.pages[2].photos[1].credit, title: "New otter" }
  fs.writeFileSync(path.join(dir, file), JSON.stringify(data))
  expect(problems(dir)).toEqual([])
})

test("another address must not be a page's own, nor lead to two pages", () => {
  expect(brokenBy(file, (data) => data.pages[0].otherAddresses.push("/safaris/222"))).toEqual([
    'content/safari-pages.json: pages[0].otherAddresses[1]: "/safaris/222" is the address of a page of its own; choose another',
  ])
  expect(brokenBy(file, (data) => data.pages[3].otherAddresses.push("/safaris/winter"))).toEqual([
    'content/safari-pages.json: pages[3].otherAddresses[1]: "/safaris/winter" already leads to the page at pages[1]; an address can lead to one page only',
  ])
  expect(brokenBy(file, (data) => data.pages[3].otherAddresses.push("/about"))).toEqual([
    'content/safari-pages.json: pages[3].otherAddresses[1]: "/about" is the address of a page of its own; choose another',
  ])
})
