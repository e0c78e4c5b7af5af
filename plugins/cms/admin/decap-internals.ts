// Every use of a part of Decap CMS (and of React and emotion through it) that its documentation does not offer, in
// one place (docs/architecture.md, "What an upgrade can break"). Beside each, the admin test that fails when it changes.

type Action = { type: string; payload?: unknown }
type DecapStore = { dispatch(action: Action): unknown; getState(): unknown }
type Fiber = { child?: Fiber | null; sibling?: Fiber | null; memoizedProps?: { store?: Partial<DecapStore> } | null }

let found: DecapStore | undefined

/**
 * Decap's Redux store, which its browser API does not expose: react-redux's <Provider> holds it in its props, found
 * from the element Decap renders into (#nc-root) through React's own fiber links. Undefined if this Decap no longer
 * renders a Provider there.
 */
function decapStore(): DecapStore | undefined {
  if (found) return found
  const root = document.getElementById("nc-root") as (HTMLElement & Record<string, unknown>) | null
  const key = root ? Object.keys(root).find((name) => name.startsWith("__reactContainer$")) : undefined
  const pending: Array<Fiber | null | undefined> = [key ? (root?.[key] as Fiber) : undefined]
  // The Provider is among the first few components: a bounded walk, children first.
  for (let visited = 0; pending.length > 0 && visited < 500; visited += 1) {
    const fiber = pending.pop()
    if (!fiber) continue
    const store = fiber.memoizedProps?.store
    if (typeof store?.dispatch === "function" && typeof store.getState === "function") {
      found = store as DecapStore
      return found
    }
    pending.push(fiber.sibling, fiber.child)
  }
  return undefined
}

/**
 * Tells Decap what a saved entry now holds, as its own loadEntry does after reading the file again (its action
 * entryLoaded, ENTRY_SUCCESS), so that a later change is compared with what was saved. Admin test: "a change after
 * Publish that brings a field back ...".
 */
export function entrySaved(entry: Record<string, unknown>): void {
  decapStore()?.dispatch({ type: "ENTRY_SUCCESS", payload: { collection: entry.collection, entry } })
}

/**
 * The rule that finds the list of a field's messages: Decap styles it with emotion, whose class names end in the
 * component's name ("css-1abc-ControlErrorsList"). No test sees it fail: the messages would be in capitals again.
 */
export const fieldErrorsSelector = '[class*="-ControlErrorsList"]'

/**
 * The path of the placeholder Decap's image control is given while a photograph is still being read (decap-cms-core,
 * actions/media.ts: emptyAsset). Admin test: "the thumbnails of the photographs already in an entry show their pixels".
 */
export const loadingPlaceholder = "empty.svg"
