// The month a trip enquiry starts from (/trip?safari=222&month=october, the safari finder's "Plan this safari" with
// a month chosen): offered as the enquiry's flexible dates, in the visitor's own field, never over their words.
import type { TripEnquiry } from "./model"
import { MONTH_PARAM } from "../lib/safari-links"
import { monthName, parseMonth } from "../lib/safari-finder"

/** The month the address names (?month=october, or oct, or 10), as a visitor writes it: "October". */
export function monthFromAddress(search: string): string | undefined {
  const month = parseMonth(new URLSearchParams(search).get(MONTH_PARAM))
  return month && monthName(month)
}

/**
 * The enquiry with the month as its flexible dates (and its dates flexible), if the visitor has written no flexible
 * dates of their own, here or in their draft; otherwise the enquiry as it is. The 13 params sent stay the 13: the
 * month travels in flexibleDates, a field the visitor sees and can change.
 */
export function withMonthOffered(enquiry: TripEnquiry, month: string | undefined): TripEnquiry {
  if (!month || enquiry.flexibleDates.trim() !== "") return enquiry
  return { ...enquiry, isFlexible: "yes", flexibleDates: month }
}
