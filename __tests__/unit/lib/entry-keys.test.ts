import { entryKeys, keyFromWords } from "../../../src/lib/entry-keys"
import { galleryPageCount, galleryPagePath, galleryRouteOf, PHOTOS_PER_PAGE } from "../../../src/lib/gallery-pages"
import { routeOfPagePath } from "../../../plugins/content-model/lib/page-needs"
import faqs from "../../../content/faqs.json"

type Entry = { id?: string | null; words: string }
const keysOf = (entries: Entry[]) =>
  entryKeys(
    entries,
    (entry) => entry.id,
    (entry) => entry.words
  )

describe("entryKeys", () => {
  it("keeps every id of the shipped FAQs, so their anchors stay as they are", () => {
    expect(
      entryKeys(
        faqs.faqs,
        (faq) => faq.id,
        (faq) => faq.question
      )
    ).toEqual(faqs.faqs.map((faq) => faq.id))
  })

  it("makes a key from the words of an entry without an id, different from every other key of the list", () => {
    expect(
      keysOf([
        { id: null, words: "Insurance?" },
        { id: "insurance", words: "Do I need travel insurance?" },
        { id: "", words: "Insurance!" },
        { words: "¿Qué tal el tiempo en Écosse?" },
        { words: "…" },
      ])
    ).toEqual(["insurance-2", "insurance", "insurance-3", "que-tal-el-tiempo-en-ecosse", "entry"])
  })

  it("keeps a made key short", () => {
    expect(keyFromWords("Do I need a visa to visit Scotland from the United States?")).toBe("do-i-need-a-visa-to")
  })
})

describe("the gallery's pages", () => {
  it("are one page up to a full page of photographs, then as many as it takes", () => {
    expect(galleryPageCount(0)).toBe(1)
    expect(galleryPageCount(11)).toBe(1)
    expect(galleryPageCount(PHOTOS_PER_PAGE)).toBe(1)
    expect(galleryPageCount(PHOTOS_PER_PAGE + 1)).toBe(2)
    expect(galleryPageCount(110)).toBe(Math.ceil(110 / PHOTOS_PER_PAGE))
  })

  it("are at /gallery, /gallery/2, ..., each showing the gallery's page content", () => {
    expect([1, 2, 10].map(galleryPagePath)).toEqual(["/gallery", "/gallery/2", "/gallery/10"])
    expect(routeOfPagePath("/gallery/2")).toBe("/gallery")
    expect(routeOfPagePath("/gallery")).toBe("/gallery")
    expect(galleryRouteOf("/gallery/extra")).toBeUndefined()
    expect(routeOfPagePath("/404.html")).toBe("/404")
  })
})
