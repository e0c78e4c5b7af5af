// Decap CMS keeps what it has loaded in a Redux store it does not expose (its browser API has no getter). Two of our
// fixes need it (saving.ts): telling Decap what a saved entry now holds. React keeps the store in the props of
// react-redux's <Provider>, found from the element Decap renders into (#nc-root) through React's own fiber links.

type Action = { type: string; payload?: unknown }
export type DecapStore = { dispatch(action: Action): unknown; getState(): unknown }

type Fiber = { child?: Fiber | null; sibling?: Fiber | null; memoizedProps?: { store?: Partial<DecapStore> } | null }

let found: DecapStore | undefined

/** Decap's store, or undefined if this Decap no longer renders a react-redux Provider into #nc-root. */
export function decapStore(): DecapStore | undefined {
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
