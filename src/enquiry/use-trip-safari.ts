import * as React from "react"
import { SAFARI_PARAM } from "../lib/safari-links"
import { loadDraftSafari, safariFromAddress, saveDraftSafari, type TripSafari } from "./trip-safari"

/**
 * The safari the enquiry is about: the one the address names (the safari page's call to action), or else the one
 * kept with the draft; `remove` takes it out of the enquiry (and the address), `clear` after the enquiry is sent.
 */
export function useTripSafari(safaris: ReadonlyArray<TripSafari>) {
  const [safari, setSafari] = React.useState<TripSafari | null>(null)

  React.useEffect(() => {
    const named = safariFromAddress(window.location.search, safaris)
    if (named !== undefined) saveDraftSafari(named)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address and storage are read after hydration, so the first render matches the HTML
    setSafari(named === undefined ? loadDraftSafari(safaris) : named)
  }, [safaris])

  const clear = React.useCallback(() => {
    saveDraftSafari(null)
    setSafari(null)
    // A reload or a shared copy of the address should not bring the safari back.
    const { pathname, search, hash } = window.location
    const params = new URLSearchParams(search)
    if (params.has(SAFARI_PARAM)) {
      params.delete(SAFARI_PARAM)
      const rest = params.toString()
      window.history.replaceState(window.history.state, "", `${pathname}${rest ? `?${rest}` : ""}${hash}`)
    }
  }, [])

  return { safari, clear }
}
