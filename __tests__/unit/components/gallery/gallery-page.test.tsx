import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import gallery from "../../../../content/gallery.json"
import galleryPage from "../../../../content/pages/gallery.json"
import GalleryPage from "../../../../src/pages/gallery"
import { PHOTOS_PER_PAGE } from "../../../../src/lib/gallery-pages"
import { galleryImages, imageData } from "../../../fixtures/images"
import { installDialog, setMediaQueries } from "../../../fixtures/browser-apis"

beforeEach(() => {
  installDialog()
  setMediaQueries([])
})

// The gallery at thirty times today's photographs, as `npm run scale -- 30` makes it: copies in folders of their own.
const COPIES = 30
const photos = Array.from({ length: COPIES }, (_, copy) =>
  gallery.images.map((photo, index) => ({
    ...galleryImages[index],
    id: `${photo.id}-${copy}`,
    key: `${photo.id}-${copy}`,
    alt: `${photo.alt} (${copy})`,
    image: { relativePath: `gallery/copy-${copy}/${photo.image}` },
    credit: { ...photo.credit, title: `${photo.credit.title} ${copy}` },
  }))
).flat()

/** The data the page's query gives the gallery's page `number` (from 1). */
function dataOfPage(number: number) {
  const skip = (number - 1) * PHOTOS_PER_PAGE
  const banner = { ...galleryPage.banner, image: { relativePath: "photos/banner.jpg", ...sharp() } }
  return {
    data: {
      page: { ...galleryPage, banner },
      galleryJson: { imageCount: photos.length, photos: photos.slice(skip, skip + PHOTOS_PER_PAGE) },
    },
    pageContext: { skip, limit: PHOTOS_PER_PAGE },
  }
}
function sharp() {
  return { childImageSharp: { gatsbyImageData: imageData("banner.jpg", 1440, 600) } }
}

describe("a gallery page's photo credits", () => {
  it.each([1, 2, 28])("at thirty times the photographs, page %i credits its own photographs and its banner, no others", (number) => {
    const { data, pageContext } = dataOfPage(number)
    render(<GalleryPage {...({ data, pageContext } as unknown as PageProps<Queries.GalleryPageQuery, object>)} />)
    const credits = within(screen.getByRole("region", { name: "Photo credits" }))
    const titles = credits.getAllByRole("listitem").map((item) => item.querySelector("span")?.textContent)
    const own = data.galleryJson.photos.map((photo) => photo.credit.title)
    expect(titles).toEqual([...own, galleryPage.banner.credit.title])
    expect(photos.length).toBe(gallery.images.length * COPIES)
    expect(credits.getByRole("link", { name: /photo licences file/ })).toHaveAttribute("href", "/photo-licences.txt")
  })
})
