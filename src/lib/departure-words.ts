// What a visitor reads of one group departure beside its dates: its status in the office's words, the places left, a
// price of its own, and what its enquiry link offers. The departures page and the calendars (.ics) both say these.
import { pounds } from "./guide-price"
import { isDepartureStatus, STATUS_WORDS } from "./departures"

/** "Only a few places left": the status as a visitor reads it (a status the words do not know yet, as it is). */
export const statusWords = (status: string) => (isDepartureStatus(status) ? STATUS_WORDS[status] : status)

type Places = { readonly status: string; readonly placesLeft?: number | null }

/** "3 places left", "1 place left"; nothing when the office gave no number, or when the departure is full (its status says so). */
export function placesWords({ status, placesLeft }: Places): string | null {
  if (placesLeft === null || placesLeft === undefined || placesLeft <= 0 || status === "waiting-list") return null
  return `${placesLeft} ${placesLeft === 1 ? "place" : "places"} left`
}

/** "£1,950 per person for these dates": only when it differs from the safari's guide price. */
export function departurePriceWords(price: number | null | undefined, guidePrice: number): string | null {
  return price === null || price === undefined || price === guidePrice ? null : `${pounds(price)} per person for these dates`
}

/** A full departure offers its waiting list, through the same enquiry. */
export const isWaitingList = (status: string) => status === "waiting-list"

/** The words of a departure's enquiry link. */
export const enquireWords = (status: string) => (isWaitingList(status) ? "Join the waiting list" : "Enquire about these dates")
