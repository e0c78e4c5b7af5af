import * as React from "react"
import { filterFromSearch, filterOfPagePath, FINDER_ROUTE, searchOf, type Filter, type FilterName } from "../../lib/safari-finder"

// Layout effects do nothing on the server, where React warns about them; the browser applies the address before painting.
const useBeforePaint = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect

/** The choice an address stands for: a finder page's own (/safaris/month/october), then its query (?kind=winter). */
export function filterOfAddress(location: { pathname: string; search: string }, values: Record<FilterName, ReadonlyArray<string>>): Filter {
  return { ...filterOfPagePath(location.pathname), ...filterFromSearch(location.search, values) }
}

/**
 * The finder's choice, kept in the address (/safaris?month=october) so it can be shared and the back button undoes
 * it. `initial` is the choice of the page the build made (/safaris/month/october); the first render matches its
 * HTML, then the address's choice applies before the browser paints. `inAddress` false (the editing screen's
 * preview, whose address is the editing screen's own) leaves the address alone.
 */
export function useFinderChoice(initial: Filter, values: Record<FilterName, ReadonlyArray<string>>, inAddress = true) {
  // `filter` marks the chosen options; `listed` is the choice the list of safaris shows. They differ only for a moment
  // after a click (see `choose`).
  const [filter, setFilter] = React.useState<Filter>(initial)
  const [listed, setListed] = React.useState<Filter>(initial)

  useBeforePaint(() => {
    if (!inAddress) return
    // An address's choice (on opening, or from the back button) applies to both at once, before the browser paints.
    const apply = () => {
      const fromAddress = filterOfAddress(window.location, values)
      setFilter(fromAddress)
      setListed(fromAddress)
    }
    apply()
    window.addEventListener("popstate", apply)
    return () => window.removeEventListener("popstate", apply)
  }, [values, inAddress])

  const choose = React.useCallback(
    (name: FilterName, value: string | undefined) => {
      const next: Filter = { ...filter, [name]: value }
      if (!value) delete next[name]
      // The chosen option is marked in the next paint; the list is redrawn right after it, as a transition React
      // can pause, so that a click is answered at once however many safaris the list has: redrawing every card in
      // the same paint made the answer wait on the list (docs/performance.md, "Other figures").
      setFilter(next)
      React.startTransition(() => setListed(next))
      if (!inAddress) return
      // Once the list is painted: a new history entry takes the browser a few milliseconds the visitor need not wait
      // for. The entry keeps the current one's state (Gatsby's key), so the back button leaves the scroll as it is.
      const address = `${FINDER_ROUTE}${searchOf(next)}`
      requestAnimationFrame(() => setTimeout(() => window.history.pushState(window.history.state, "", address)))
    },
    [filter, inAddress]
  )

  return { filter, listed, choose }
}
