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
 * HTML, then the address's choice applies before the browser paints.
 */
export function useFinderChoice(initial: Filter, values: Record<FilterName, ReadonlyArray<string>>) {
  const [filter, setFilter] = React.useState<Filter>(initial)

  useBeforePaint(() => {
    const apply = () => setFilter(filterOfAddress(window.location, values))
    apply()
    window.addEventListener("popstate", apply)
    return () => window.removeEventListener("popstate", apply)
  }, [values])

  const choose = React.useCallback(
    (name: FilterName, value: string | undefined) => {
      const next: Filter = { ...filter, [name]: value }
      if (!value) delete next[name]
      setFilter(next)
      // The history entry's own state (Gatsby's key) goes with it, so the back button keeps the scroll as it is.
      window.history.pushState(window.history.state, "", `${FINDER_ROUTE}${searchOf(next)}`)
    },
    [filter]
  )

  return { filter, choose }
}
