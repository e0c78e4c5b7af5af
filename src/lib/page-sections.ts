/**
 * The section intros each page of src/pages shows, and the journal's own page (made from src/templates/journal.tsx), by its route. A page's content file is the content/pages entry
 * whose "path" is the page's route; its intros are that file's "sections", found by id (sectionIntros in
 * components/section.tsx, which only accepts the ids listed here). The content validation and the CMS (plugins/content-model
 * and plugins/cms) import this list, so an editor can neither delete nor rename a section a page shows. A page finds
 * its file by the path Gatsby builds it at (`page(path: $path)` in its query), not by a route written in the page.
 */
export const pageSections = {
  "/": ["safaris", "faqs", "journal", "testimonials"],
  "/404": [],
  "/about": [],
  "/contact": ["links"],
  "/faqs": [],
  "/gallery": ["carousel", "credits"],
  "/guides": [],
  "/journal": [],
  "/safaris": ["finder"],
  "/success": ["next"],
  "/trip": [],
} as const

export type PageRoute = keyof typeof pageSections
export type SectionId<Route extends PageRoute> = (typeof pageSections)[Route][number]

/** Every route of src/pages and the journal's, as Gatsby serves them (without the trailing slash). */
export const pageRoutes = Object.keys(pageSections) as PageRoute[]
