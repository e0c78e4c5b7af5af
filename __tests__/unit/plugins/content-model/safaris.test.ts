/** @jest-environment node */
import fs from "fs"
import path from "path"
import { brokenBy, copyContent, edit, problems, removeContentCopies, type Json } from "../../../fixtures/content-copy"
import { checkSafariAddresses } from "../../../../plugins/content-model/lib/rules"

// content/safaris/, one file per safari (card and page together), and the home page's cards: what an editor can get
// wrong stops the build, by file and field; what the business does over a season (add, remove) builds.
afterAll(removeContentCopies)

const winter = "safaris/222.json"
const read = (dir: string, name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Json
const write = (dir: string, name: string, data: Json) => fs.writeFileSync(path.join(dir, name), JSON.stringify(data, null, 2))

/** A new safari, made from the Wildlife safari as an editor's "duplicate" would, with its own title and short address. */
function addSafari(dir: string, slug: string, change: (data: Json) => void = () => {}) {
  const data = read(dir, "safaris/333.json")
  data.title = "Isle of Mull Otters"
  data.otherAddresses = []
  change(data)
  write(dir, `safaris/${slug}.json`, data)
}

/** The journal's posts seen on these safaris given none, as the editor is told to before deleting a safari. */
function unnameInPosts(dir: string, slugs: ReadonlyArray<string>) {
  for (const name of fs.readdirSync(path.join(dir, "sightings"))) {
    const post = read(dir, `sightings/${name}`)
    if (slugs.includes(post.safari)) {
      delete post.safari
      write(dir, `sightings/${name}`, post)
    }
  }
}

test("a fifth safari, a tenth, builds; so does the home page choosing it among its cards", () => {
  const dir = copyContent()
  addSafari(dir, "isle-of-mull-otters", (data) => (data.otherAddresses = ["/safaris/otters"]))
  for (let count = 6; count <= 10; count += 1) addSafari(dir, `copy-${count}`)
  edit(dir, "safari-cards.json", (data) => (data.cards = ["isle-of-mull-otters", "222", "333", "444"]))
  expect(problems(dir)).toEqual([])
})

test("one safari is enough; none is not", () => {
  const dir = copyContent()
  for (const slug of ["111", "333", "444"]) fs.rmSync(path.join(dir, `safaris/${slug}.json`))
  edit(dir, "safari-cards.json", (data) => (data.cards = ["222"]))
  // The testimonials naming a deleted safari are given none, as the editor is told to.
  edit(dir, "testimonials.json", (data) => data.testimonials.forEach((testimonial: Json) => delete testimonial.safari))
  unnameInPosts(dir, ["111", "333", "444"])
  expect(problems(dir)).toEqual([])
  fs.rmSync(path.join(dir, winter))
  expect(problems(dir)).toContain("content/safaris: has no safari; the site needs at least one (the home page shows its card)")
})

test("a deleted safari still among the home page's cards stops the build, naming the card", () => {
  const dir = copyContent()
  fs.rmSync(path.join(dir, winter))
  unnameInPosts(dir, ["222"])
  expect(problems(dir)).toEqual([
    "content/safari-cards.json: cards[1]: no safari is at /safaris/222 (deleted?); choose one of the safaris, or remove this card",
  ])
})

test("the home page shows four cards at most, each safari once", () => {
  expect(brokenBy("safari-cards.json", (data) => data.cards.push("111"))).toEqual([
    "content/safari-cards.json: cards: must have at most 4 entries, found 5",
    'content/safari-cards.json: cards[0]: repeats cards[4] ("111")',
  ])
})

test("a safari's file name is its address: lower-case letters, digits and dashes", () => {
  const dir = copyContent()
  addSafari(dir, "Isle of Mull")
  expect(problems(dir)).toEqual([
    "content/safaris/Isle of Mull.json: the file's name is the safari's address (/safaris/Isle of Mull): use only lower-case letters, digits and dashes",
  ])
})

test("the guide price is whole pounds: text, or a price with its pound sign, is refused", () => {
  expect(brokenBy(winter, (data) => (data.priceFrom = "£1,390"))).toEqual([
    'content/safaris/222.json: priceFrom: must be a whole number, without quotes, found string "£1,390"',
  ])
})

test("an itinerary of four days, or a calendar without December, is refused", () => {
  expect(brokenBy("safaris/111.json", (data) => (data.itinerary = data.itinerary.slice(0, 4)))).toContain(
    "content/safaris/111.json: itinerary: must have at least 5 entries, found 4"
  )
  expect(brokenBy("safaris/333.json", (data) => data.calendar.pop())).toContain(
    "content/safaris/333.json: calendar: must have exactly 12 entries (the site is designed around this number), found 11"
  )
})

test("a month out of place is named", () => {
  expect(brokenBy("safaris/333.json", (data) => (data.calendar[3].month = "May"))).toContain(
    'content/safaris/333.json: calendar[3].month: must be "April" (the site is designed around it), found "May"'
  )
})

test("a new photograph needs its credit: without one, the build says whose credit is missing", () => {
  const dir = copyContent()
  fs.copyFileSync(path.join(dir, "images/photos/loch-dawn-reeds.jpg"), path.join(dir, "images/gallery/new-otter.jpg"))
  const data = read(dir, "safaris/333.json")
  data.photos[0] = { image: "../images/gallery/new-otter.jpg", alt: "An otter on the tideline" }
  write(dir, "safaris/333.json", data)
  expect(problems(dir)).toEqual(["content/safaris/333.json: photos[0].credit: is required"])
  data.photos[0].credit = { ...data.photos[1].credit, title: "New otter" }
  write(dir, "safaris/333.json", data)
  expect(problems(dir)).toEqual([])
})

test("another address starts with /safaris/, is not a page's own, and leads to one safari only", () => {
  expect(brokenBy("safaris/111.json", (data) => data.otherAddresses.push("/safaris/222"))).toEqual([
    'content/safaris/111.json: otherAddresses[1]: "/safaris/222" is the address of a page of its own; choose another',
  ])
  expect(brokenBy("safaris/444.json", (data) => data.otherAddresses.push("/safaris/winter"))).toEqual([
    'content/safaris/444.json: otherAddresses[1]: "/safaris/winter" already leads to the safari at /safaris/222; an address can lead to one page only',
  ])
  expect(brokenBy("safaris/444.json", (data) => data.otherAddresses.push("/about"))).toEqual([
    'content/safaris/444.json: otherAddresses[1]: must start with /safaris/ followed by lower-case letters, digits and dashes, such as "/safaris/winter", found "/about"',
  ])
  // A new safari whose short address is another safari's own page.
  const dir = copyContent()
  addSafari(dir, "isle-of-mull-otters", (data) => (data.otherAddresses = ["/safaris/111"]))
  expect(problems(dir)).toEqual([
    'content/safaris/isle-of-mull-otters.json: otherAddresses[0]: "/safaris/111" is the address of a page of its own; choose another',
  ])
})

describe("a copied safari that keeps the original's other addresses is the one told, whatever its file is called", () => {
  const copied = (from: string, to: string, title: string) => {
    const dir = copyContent()
    addSafari(dir, to, (data) => {
      Object.assign(data, read(dir, `safaris/${from}.json`), { title })
    })
    return problems(dir)
  }

  test("a copy whose file sorts before the original's (111-copy.json < 111.json, 111-1.json < 111.json)", () => {
    for (const copy of ["111-copy", "111-1"])
      expect(copied("111", copy, "Adventure Safaris")).toEqual([
        `content/safaris/${copy}.json: otherAddresses[0]: "/safaris/adventure" already leads to the safari at /safaris/111; an address can lead to one page only`,
      ])
  })

  test("a copy whose file sorts after the original's (a new title's address)", () => {
    expect(copied("333", "wildlife-safaris-1", "Autumn Rut Weekend")).toEqual([
      'content/safaris/wildlife-safaris-1.json: otherAddresses[0]: "/safaris/wildlife" already leads to the safari at /safaris/333; an address can lead to one page only',
    ])
  })

  test("the same message whichever order the files come in", () => {
    const original = { label: "content/safaris/111.json", name: "safaris/111.json", data: { otherAddresses: ["/safaris/adventure"] } }
    const copy = { ...original, label: "content/safaris/111-copy.json", name: "safaris/111-copy.json" }
    const expected = [
      { file: copy.label, field: "otherAddresses[0]", message: expect.stringContaining("already leads to the safari at /safaris/111;") },
    ]
    expect(checkSafariAddresses([copy, original], [])).toEqual(expected)
    expect(checkSafariAddresses([original, copy], [])).toEqual(expected)
  })
})

test("a testimonial names a safari of the site, or none; a deleted one stops the build, naming the testimonial as the editing screen lists it", () => {
  expect(brokenBy("testimonials.json", (data) => (data.testimonials[1].safari = "111"))).toEqual([])
  expect(brokenBy("testimonials.json", (data) => (data.testimonials[1].safari = ""))).toEqual([])
  const dir = copyContent()
  fs.rmSync(path.join(dir, "safaris/333.json"))
  edit(dir, "safari-cards.json", (data) => (data.cards = ["111", "222", "444"]))
  unnameInPosts(dir, ["333"])
  expect(problems(dir)).toEqual([
    "content/testimonials.json: testimonials[0].safari: Testimonial 1, 'Eilidh Fraser' names the safari at /safaris/333, which is not on the site (deleted?); choose one of the safaris for it in Sections, Testimonials, or leave its safari empty",
  ])
  expect(brokenBy("testimonials.json", (data) => (data.testimonials[1].safari = "Winter Safaris"))).toEqual([
    'content/testimonials.json: testimonials[1].safari: must name a safari: choose one from the list, or leave it empty, found "Winter Safaris"',
  ])
})

test("a journal post names a safari of the site, or none; a deleted one stops the build, naming the post", () => {
  const dir = copyContent()
  fs.rmSync(path.join(dir, winter))
  edit(dir, "safari-cards.json", (data) => (data.cards = ["111", "333", "444"]))
  expect(problems(dir)).toEqual([
    "content/sightings/mountain-hares-in-their-white-coats-above-strathdearn.json: safari: names the safari at /safaris/222, which is not on the site (deleted?); choose one of the safaris for it, or leave its safari empty",
    "content/sightings/pine-martens-at-the-hide-on-a-night-of-hard-frost.json: safari: names the safari at /safaris/222, which is not on the site (deleted?); choose one of the safaris for it, or leave its safari empty",
  ])
  unnameInPosts(dir, ["222"])
  expect(problems(dir)).toEqual([])
})
