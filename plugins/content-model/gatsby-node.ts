import path from "path"
import type { GatsbyNode } from "gatsby"
import { stopOnContentProblems } from "./lib/report"
import { contentTypeDefs, homePageResolvers } from "./lib/graphql-types"
import { pageFileResolvers } from "./lib/page-files"
import { createSafariPages, safariPageResolvers } from "./lib/safari-pages"
import { createGalleryPages, galleryPageResolvers, onCreateGalleryPage } from "./lib/gallery-pages"

/** Before anything else: a content file that breaks its schema or a rule stops the build, naming file and field. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  stopOnContentProblems(path.join(store.getState().program.directory, "content"), reporter)
}

/**
 * The content's GraphQL types, from content/schemas/, not inferred from whatever the JSON files hold. The folders come
 * from Gatsby's store: Gatsby compiles a local plugin's gatsby-node into .cache/, where __dirname is not its own.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, store }) =>
  actions.createTypes(contentTypeDefs(path.join(store.getState().program.directory, "content", "schemas")))

/**
 * Root fields a page queries its own entry with: `page(path: $path)`, the content/pages file of a page of src/pages;
 * `safariPage(safari: $safari)`, a safari page's entry. A card's detail path, made from its id. The entries of a list
 * ticked for the home page (`faqsOnHomePage`); a gallery page's photographs (`imagesOnPage`).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, store }) => {
  createResolvers(pageFileResolvers)
  createResolvers(homePageResolvers(path.join(store.getState().program.directory, "content", "schemas")))
  createResolvers(galleryPageResolvers)
  createResolvers(safariPageResolvers)
}

// A page per safari at its card's detail path (/safaris/111 to /safaris/444); redirects from a safari page's other addresses.
// The gallery's further pages.
export const createPages: GatsbyNode["createPages"] = async (...args) => {
  await createSafariPages?.(...args)
  await createGalleryPages?.(...args)
}

// The gallery's own page holds its first photographs.
export const onCreatePage = onCreateGalleryPage
