import { budgets, emptyEnquiry, fieldLimits, flexibleChoices, packageTypes, type TripEnquiry } from "./model"

/** The localStorage key of the unsent enquiry; versioned so a future shape never misreads an old one. */
export const draftKey = "wild-glen-safaris:trip-enquiry:v1"

type Choices = ReadonlyArray<{ value: string }>
const choiceFields: Partial<Record<keyof TripEnquiry, Choices>> = {
  isFlexible: flexibleChoices,
  packageType: packageTypes,
  budget: budgets,
}

// Storage can be missing, full or blocked (private windows, strict settings): a draft is a nicety, never a failure.
export function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null
  }
}

export function saveDraft(enquiry: TripEnquiry): void {
  try {
    storage()?.setItem(draftKey, JSON.stringify(enquiry))
  } catch {
    // Quota or privacy settings: the form still works, only the draft is not kept.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(draftKey)
  } catch {
    // As above.
  }
}

/** At most `limit` UTF-16 units (what maxlength counts), never half an emoji: a lone surrogate breaks the mailto link. */
function cutTo(value: string, limit: number): string {
  const head = value.slice(0, limit)
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head
}

/** The saved draft, keeping only known fields with acceptable values (storage is editable by anyone). */
export function loadDraft(): TripEnquiry | null {
  let saved: unknown
  try {
    const text = storage()?.getItem(draftKey)
    if (!text) return null
    saved = JSON.parse(text)
  } catch {
    return null
  }
  if (!saved || typeof saved !== "object" || Array.isArray(saved)) return null
  const draft: Record<string, string> = { ...emptyEnquiry }
  for (const key of Object.keys(emptyEnquiry) as Array<keyof TripEnquiry>) {
    const value = (saved as Record<string, unknown>)[key]
    if (typeof value !== "string") continue
    const choices = choiceFields[key]
    if (choices && value !== "" && !choices.some((choice) => choice.value === value)) continue
    const limit = (fieldLimits as Record<string, number>)[key]
    draft[key] = limit ? cutTo(value, limit) : value
  }
  return draft as TripEnquiry
}
