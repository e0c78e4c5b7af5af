// What the site's code needs from content/, taken from the code's own exports (the lists pages and the icon component
// use), so that the content validation and the CMS hold editors to exactly what the pages read.
import { pageRoutes, pageSections } from "../../../src/lib/page-sections"
import { galleryRouteOf } from "../../../src/lib/gallery-pages"
import { finderRouteOf } from "../../../src/lib/safari-finder"
import { journalRouteOf } from "../../../src/lib/journal"

export { iconNames } from "../../../src/components/icon-names"

/** What a page of src/pages needs from content/pages: its route, the page file it reads and the section intros it shows. */
export type PageNeeds = {
  /** The page as the site's visitors and editors know it, for messages: "the home page", "the /faqs page". */
  readonly name: string
  readonly route: string
  /** The "path" of its content/pages file: the page's route. */
  readonly pagePath: string
  readonly sectionIds: ReadonlyArray<string>
}

/** A page as the site's visitors and editors know it, for messages: "the home page", "the /faqs page". */
export const pageName = (route: string) => (route === "/" ? "the home page" : `the ${route} page`)

export const pageNeeds: ReadonlyArray<PageNeeds> = pageRoutes.map((route) => ({
  name: pageName(route),
  route,
  pagePath: route,
  sectionIds: pageSections[route],
}))

/**
 * The route a page of src/pages shows content for, from the path Gatsby builds it at: the not-found page is also
 * built at /404.html (for static hosts), a trailing slash is not part of a route, and the gallery's further pages
 * (/gallery/2) show the gallery's, the finder's pages of one choice (/safaris/month/october) the /safaris page's, and the journal's further pages and
 * pages of one choice (/journal/2, /journal/species/otter) the /journal page's.
 */
export const routeOfPagePath = (pagePath: string) => {
  const route = pagePath.replace(/\.html$/, "").replace(/(.)\/$/, "$1")
  return galleryRouteOf(route) ?? finderRouteOf(route) ?? journalRouteOf(route) ?? route
}
