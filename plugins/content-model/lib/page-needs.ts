// What the site's code needs from content/, taken from the code's own exports (the lists pages and the icon component
// use), so that the content validation and the CMS hold editors to exactly what the pages read.
import { pageRoutes, pageSections } from "../../../src/lib/page-sections"

export { iconNames } from "../../../src/components/icon-names"

/** What a page of src/pages needs from content/pages: its route, the page file it reads and the section intros it shows. */
export type PageNeeds = {
  /** The page's source file, for messages. */
  readonly source: string
  readonly route: string
  /** The "path" of its content/pages file: the page's route. */
  readonly pagePath: string
  readonly sectionIds: ReadonlyArray<string>
}

/** The file of src/pages that Gatsby serves at a route (its file name is its route). */
export const pageSource = (route: string) => `src/pages/${route === "/" ? "index" : route.slice(1)}.tsx`

export const pageNeeds: ReadonlyArray<PageNeeds> = pageRoutes.map((route) => ({
  source: pageSource(route),
  route,
  pagePath: route,
  sectionIds: pageSections[route],
}))

/**
 * The route a page of src/pages shows content for, from the path Gatsby builds it at: the not-found page is also
 * built at /404.html (for static hosts), and a trailing slash is not part of a route.
 */
export const routeOfPagePath = (pagePath: string) => pagePath.replace(/\.html$/, "").replace(/(.)\/$/, "$1")
