/** The query parameter of /trip that names the safari an enquiry starts from: /trip?safari=222. */
export const SAFARI_PARAM = "safari"

/** The query parameter of /trip that names the month a visitor chose in the safari finder: /trip?safari=222&month=october. */
export const MONTH_PARAM = "month"

/** The trip form, knowing the safari (by its slug) and the month, if one was chosen: a plain link that works without JavaScript. */
export function tripLinkFor(slug: string | undefined, month?: string): string {
  const params = new URLSearchParams()
  if (slug) params.set(SAFARI_PARAM, slug)
  if (month) params.set(MONTH_PARAM, month)
  const query = params.toString()
  return query ? `/trip?${query}` : "/trip"
}
