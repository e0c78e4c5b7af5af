/** The query parameter of /trip that names the safari an enquiry starts from: /trip?safari=222. */
export const SAFARI_PARAM = "safari"

/** The query parameter of /trip that names the month a visitor chose in the safari finder: /trip?safari=222&month=october. */
export const MONTH_PARAM = "month"

/** The query parameter of /trip that names a group departure by its first day: /trip?safari=333&departure=2027-05-08. */
export const DEPARTURE_PARAM = "departure"

/**
 * The trip form, knowing the safari (by its slug), and the month or the group departure (its first day), if one was
 * chosen: a plain link that works without JavaScript.
 */
export function tripLinkFor(slug: string | undefined, month?: string, departure?: string): string {
  const params = new URLSearchParams()
  if (slug) params.set(SAFARI_PARAM, slug)
  if (month) params.set(MONTH_PARAM, month)
  if (departure) params.set(DEPARTURE_PARAM, departure)
  const query = params.toString()
  return query ? `/trip?${query}` : "/trip"
}
