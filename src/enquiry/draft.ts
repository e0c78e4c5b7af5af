import { budgets, emptyEnquiry, fieldLimits, flexibleChoices, packageTypes, type TripEnquiry } from "./model"

/**
 * The unsent enquiry is kept on the device per tab, so two tabs with two enquiries never overwrite each other: each
 * tab's draft is under this prefix and the tab's own id (kept in sessionStorage, so a reload finds it again).
 * Versioned so a future shape never misreads an old one.
 */
export const draftKeyPrefix = "wild-glen-safaris:trip-enquiry:v2:"
/** The key of version 1's single draft, shared by every tab: still read, so a draft kept under it is not lost. */
export const legacyDraftKey = "wild-glen-safaris:trip-enquiry:v1"
/** The sessionStorage key of this tab's id. */
export const tabIdKey = "wild-glen-safaris:tab-id"
/** Drafts kept on the device at most; the least recently saved go first. */
export const maxDrafts = 10

type Choices = ReadonlyArray<{ value: string }>
const choiceFields: Partial<Record<keyof TripEnquiry, Choices>> = {
  isFlexible: flexibleChoices,
  packageType: packageTypes,
  budget: budgets,
}

// Storage can be missing, full or blocked (private windows, strict settings): a draft is a nicety, never a failure.
export function storage(kind: "localStorage" | "sessionStorage" = "localStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind]
  } catch {
    return null
  }
}

/** This tab's id, made on its first draft. Without sessionStorage every page load is a tab of its own. */
let fallbackTabId: string | null = null
function tabId(): string {
  const make = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  try {
    const session = storage("sessionStorage")
    if (session) {
      const id = session.getItem(tabIdKey) ?? make()
      session.setItem(tabIdKey, id)
      return id
    }
  } catch {
    // As below.
  }
  fallbackTabId ??= make()
  return fallbackTabId
}

type StoredDraft = { key: string; savedAt: number; enquiry: TripEnquiry }

/** Every draft on the device, the most recently saved first. */
function allDrafts(): StoredDraft[] {
  const store = storage()
  if (!store) return []
  const drafts: StoredDraft[] = []
  try {
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i)
      if (!key || (key !== legacyDraftKey && !key.startsWith(draftKeyPrefix))) continue
      const saved = parse(store.getItem(key))
      // The old key held the enquiry itself; the new ones hold it with the time it was saved.
      const enquiry = key === legacyDraftKey ? sanitise(saved) : sanitise(isRecord(saved) ? saved.enquiry : null)
      const savedAt = key !== legacyDraftKey && isRecord(saved) && typeof saved.savedAt === "number" ? saved.savedAt : 0
      if (enquiry) drafts.push({ key, savedAt, enquiry })
    }
  } catch {
    return drafts
  }
  return drafts.sort((a, b) => b.savedAt - a.savedAt)
}

export function saveDraft(enquiry: TripEnquiry): void {
  try {
    const store = storage()
    if (!store) return
    store.setItem(draftKeyPrefix + tabId(), JSON.stringify({ savedAt: Date.now(), enquiry }))
    for (const old of allDrafts().slice(maxDrafts)) store.removeItem(old.key)
  } catch {
    // Quota or privacy settings: the form still works, only the draft is not kept.
  }
}

export const sameEnquiry = (a: TripEnquiry, b: TripEnquiry) =>
  (Object.keys(emptyEnquiry) as Array<keyof TripEnquiry>).every((key) => a[key] === b[key])

/**
 * After a successful send: removes the drafts holding exactly the enquiry that was sent (this tab's, or another's that
 * held the same), and no other. Another tab's different enquiry stays for that tab.
 */
export function clearDraft(sent: TripEnquiry): void {
  try {
    for (const draft of allDrafts()) if (sameEnquiry(draft.enquiry, sent)) storage()?.removeItem(draft.key)
  } catch {
    // As above.
  }
}

/** At most `limit` UTF-16 units (what maxlength counts), never half an emoji: a lone surrogate breaks the mailto link. */
function cutTo(value: string, limit: number): string {
  const head = value.slice(0, limit)
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value)

function parse(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** A stored value as an enquiry, keeping only known fields with acceptable values (storage is editable by anyone). */
function sanitise(saved: unknown): TripEnquiry | null {
  if (!isRecord(saved)) return null
  const draft: Record<string, string> = { ...emptyEnquiry }
  for (const key of Object.keys(emptyEnquiry) as Array<keyof TripEnquiry>) {
    const value = saved[key]
    if (typeof value !== "string") continue
    const choices = choiceFields[key]
    if (choices && value !== "" && !choices.some((choice) => choice.value === value)) continue
    const limit = (fieldLimits as Record<string, number>)[key]
    draft[key] = limit ? cutTo(value, limit) : value
  }
  return draft as TripEnquiry
}

/**
 * The draft to show: this tab's own, or, in a new tab, the one saved last in any tab (so a draft is found again after
 * the browser was closed). Null when there is none.
 */
export function loadDraft(): TripEnquiry | null {
  const drafts = allDrafts()
  let own: string | null = fallbackTabId
  try {
    own = storage("sessionStorage")?.getItem(tabIdKey) ?? own
  } catch {
    // Blocked: this page load is a tab of its own.
  }
  return drafts.find((draft) => draft.key === `${draftKeyPrefix}${own}`)?.enquiry ?? drafts[0]?.enquiry ?? null
}
