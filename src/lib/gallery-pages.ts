/**
 * The gallery's photographs come a page at a time (/gallery, /gallery/2, ...), so that its first screen, its reel and
 * its photo viewer weigh the same however many photographs the business adds. A page holds whole rows of thumbnails
 * at two, three and four columns.
 */
export const PHOTOS_PER_PAGE = 12

export const GALLERY_ROUTE = "/gallery"

/** The address of the gallery's page `page` (from 1): the first is the gallery's own address. */
export const galleryPagePath = (page: number) => (page <= 1 ? GALLERY_ROUTE : `${GALLERY_ROUTE}/${page}`)

/** How many pages `photos` photographs take (one at least: the gallery's own page). */
export const galleryPageCount = (photos: number) => Math.max(1, Math.ceil(photos / PHOTOS_PER_PAGE))

/** The gallery's own route for any of its pages (/gallery/3 shows the gallery's page content), or undefined. */
export const galleryRouteOf = (pagePath: string) => (new RegExp(`^${GALLERY_ROUTE}/\\d+$`).test(pagePath) ? GALLERY_ROUTE : undefined)
