/** The query parameter of /trip that names the safari an enquiry starts from: /trip?safari=222. */
export const SAFARI_PARAM = "safari"

/** The trip form, knowing the safari (by its slug): a plain link that works without JavaScript. */
export const tripLinkFor = (slug: string): string => `/trip?${SAFARI_PARAM}=${encodeURIComponent(slug)}`
