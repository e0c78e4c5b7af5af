import * as React from "react"
import { scotlandDay } from "../lib/departures"
import { DEPARTURE_PARAM, SAFARI_PARAM } from "../lib/safari-links"
import { departureFromAddress, loadDraftDeparture, saveDraftDeparture, type TripDeparture } from "./trip-departure"
import { loadDraftSafari, safariFromAddress, saveDraftSafari, type TripSafari } from "./trip-safari"

/** The address without the given parameters: a reload or a shared copy should not bring back what was removed. */
function dropFromAddress(...names: string[]) {
  const { pathname, search, hash } = window.location
  const params = new URLSearchParams(search)
  if (!names.some((name) => params.has(name))) return
  for (const name of names) params.delete(name)
  const rest = params.toString()
  window.history.replaceState(window.history.state, "", `${pathname}${rest ? `?${rest}` : ""}${hash}`)
}

/**
 * The safari the enquiry is about: the one the address names (the safari page's call to action), or else the one
 * kept with the draft; and the group departure, likewise. `chosen` is a departure the address has just named, whose
 * dates the form takes. `remove` takes the safari (and its departure) out of the enquiry and the address,
 * `removeDeparture` the departure alone; `clear` after the enquiry is sent.
 */
export function useTripSafari(safaris: ReadonlyArray<TripSafari>) {
  const [safari, setSafari] = React.useState<TripSafari | null>(null)
  const [departure, setDeparture] = React.useState<TripDeparture | null>(null)
  const [chosen, setChosen] = React.useState<TripDeparture | null>(null)

  React.useEffect(() => {
    const { search } = window.location
    const today = scotlandDay(new Date())
    const named = safariFromAddress(search, safaris)
    const current = named === undefined ? loadDraftSafari(safaris) : named
    // A safari named in the address replaces the draft's, and so does its departure, or the lack of one.
    const namedDeparture = named === undefined ? undefined : (departureFromAddress(search, named, today) ?? null)
    if (named !== undefined) {
      saveDraftSafari(named)
      saveDraftDeparture(namedDeparture ?? null)
    }
    /* eslint-disable react-hooks/set-state-in-effect -- the address and storage are read after hydration, so the first render matches the HTML */
    setSafari(current)
    setDeparture(namedDeparture === undefined ? loadDraftDeparture(current, today) : namedDeparture)
    setChosen(namedDeparture ?? null)
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [safaris])

  const removeDeparture = React.useCallback(() => {
    saveDraftDeparture(null)
    setDeparture(null)
    dropFromAddress(DEPARTURE_PARAM)
  }, [])

  const clear = React.useCallback(() => {
    saveDraftSafari(null)
    saveDraftDeparture(null)
    setSafari(null)
    setDeparture(null)
    dropFromAddress(SAFARI_PARAM, DEPARTURE_PARAM)
  }, [])

  return { safari, departure, chosen, clear, removeDeparture }
}
