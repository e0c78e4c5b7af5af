import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { projectDirectory, siteUrl } from "../../lib/gatsby-internals.mjs"
import { stopOnContentProblems } from "./lib/report"
import { contentTypeDefs, homePageResolvers } from "./lib/graphql-types"
import { pageFileResolvers } from "./lib/page-files"
import { createSafariPages, safariResolvers } from "./lib/safaris"
import { departureResolvers, departureTypeDefs, sourceSiteDay } from "./lib/departures"
import { createFinderPages } from "./lib/finder-pages"
import { writePhotoLicences } from "./lib/photo-licences"
import { createGalleryPages, galleryPageResolvers, onCreateGalleryPage } from "./lib/gallery-pages"
import { createDeparturePages, departurePageResolvers, departurePageTypeDefs } from "./lib/departure-pages"
import { createJournalPages, sightingResolvers, sightingTypeDefs } from "./lib/sightings"

/** Before anything else: a content file that breaks its schema or a rule stops the build, naming file and field. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ store, reporter }) => {
  stopOnContentProblems(path.join(projectDirectory(store), "content"), reporter)
}

/**
 * /photo-licences.txt from the credits beside the photographs, so it changes with them. Written before Gatsby starts
 * on the pages, so `gatsby develop` serves it too, and every step after the build (static-host's compression) sees it.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  const directory = projectDirectory(store)
  const contentDir = path.join(directory, "content")
  const { name, email } = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8")) as { name: string; email: string }
  reporter.info(writePhotoLicences(contentDir, path.join(directory, "public"), { name, email, url: siteUrl(store) }))
}

/**
 * The content's GraphQL types, from content/schemas/, not inferred from whatever the JSON files hold. The folders come
 * from Gatsby's store: Gatsby compiles a local plugin's gatsby-node into .cache/, where __dirname is not its own.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, store }) =>
  actions.createTypes(
    contentTypeDefs(path.join(projectDirectory(store), "content", "schemas")) + departureTypeDefs + departurePageTypeDefs + sightingTypeDefs
  )

// The day the build is for, which decides the departures still to come.
export const sourceNodes = sourceSiteDay

/**
 * Root fields a page queries its own entry with: `page(path: $path)`, the content/pages file of a page of src/pages;
 * `safari(slug: $slug)`, a safari's file; `safaris`, every safari in the site's order. A safari's address, from its file's name.
 * The entries of a list ticked for the home page (`faqsOnHomePage`); a gallery page's photographs (`imagesOnPage`).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, store }) => {
  createResolvers(pageFileResolvers)
  createResolvers(homePageResolvers(path.join(projectDirectory(store), "content", "schemas")))
  createResolvers(galleryPageResolvers)
  createResolvers(safariResolvers)
  createResolvers(departureResolvers)
  // `departuresOnPage(skip, limit)` and `departureCount`: the departures across the safaris, a page at a time.
  createResolvers(departurePageResolvers)
  // The sightings journal: a page's posts by their slugs (a safari's latest among them), a post's neighbours.
  createResolvers(sightingResolvers)
}

// A page per safari at /safaris/ and its file's name (/safaris/111 to /safaris/444 today); redirects from its other
// addresses. The safari finder's page for each choice; the gallery's further pages.
export const createPages: GatsbyNode["createPages"] = async (...args) => {
  await createSafariPages?.(...args)
  await createFinderPages?.(...args)
  await createGalleryPages?.(...args)
  // Every group departure by month: /departures, and its further pages.
  await createDeparturePages?.(...args)
  // The sightings journal: a page per post, and its pages of posts, of each species and of each month.
  await createJournalPages?.(...args)
}

// The gallery's own page holds its first photographs.
export const onCreatePage: GatsbyNode["onCreatePage"] = (...args) => {
  onCreateGalleryPage?.(...args)
}
