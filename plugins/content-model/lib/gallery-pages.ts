import path from "path"
import type { GatsbyNode } from "gatsby"
import { projectDirectory } from "../../../lib/gatsby-internals.mjs"
import { GALLERY_ROUTE, galleryPageCount, galleryPagePath, PHOTOS_PER_PAGE } from "../../../src/lib/gallery-pages"
import { dataForPages } from "./pages-not-made"

type GalleryFile = { images: ReadonlyArray<unknown> }
type PageSlice = { skip?: number | null; limit?: number | null }

/**
 * `imagesOnPage(skip, limit)`: one page's photographs of content/gallery.json, so that each gallery page queries (and
 * its page data carries) its own; `imageCount`: how many there are, for the links to the other pages. The entries are
 * the objects inside the file's node, so their photographs resolve relative to the JSON file as every other image does.
 */
export const galleryPageResolvers = {
  GalleryJson: {
    imagesOnPage: {
      type: "[GalleryImage!]!",
      args: { skip: "Int", limit: "Int" },
      resolve: (source: GalleryFile, { skip, limit }: PageSlice) =>
        source.images.slice(skip ?? 0, typeof limit === "number" ? (skip ?? 0) + limit : undefined),
    },
    imageCount: { type: "Int!", resolve: (source: GalleryFile) => source.images.length },
  },
}

/**
 * A paged list's own page, a page of src/pages (the gallery, the journal), made again to hold the list's first `limit`
 * entries, as its further pages hold theirs.
 */
export const holdingFirstPage =
  (route: string, limit: number): GatsbyNode["onCreatePage"] =>
  ({ page, actions }) => {
    if (page.path !== route || (page.context as PageSlice | undefined)?.limit !== undefined) return
    actions.deletePage(page)
    actions.createPage({ ...page, context: { ...page.context, skip: 0, limit } })
  }

/** The gallery's own page (src/pages/gallery.tsx) holds its first page of photographs. */
export const onCreateGalleryPage = holdingFirstPage(GALLERY_ROUTE, PHOTOS_PER_PAGE)

/**
 * The gallery's further pages (/gallery/2, ...) when its photographs do not fit on one, made by the same page file
 * (Gatsby's "Adding Pagination"). Made again whenever the content changes, so a photograph added while editing shows.
 */
export const createGalleryPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const data = await dataForPages<{ galleryJson: { imageCount: number } | null }>(
    { graphql, reporter },
    "The gallery's pages",
    `
    query GalleryPageCount {
      galleryJson {
        imageCount
      }
    }
  `,
    (found) => (found.galleryJson ? undefined : "content/gallery.json is missing")
  )
  const gallery = data?.galleryJson
  if (!gallery) return
  const component = path.join(projectDirectory(store), "src", "pages", "gallery.tsx")
  for (let page = 2; page <= galleryPageCount(gallery.imageCount); page += 1) {
    actions.createPage({ path: galleryPagePath(page), component, context: { skip: (page - 1) * PHOTOS_PER_PAGE, limit: PHOTOS_PER_PAGE } })
  }
}
