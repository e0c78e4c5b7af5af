import * as React from "react"
import { scotlandDay } from "../../lib/departures"

const unchanging = () => () => {}
const visitorsYear = () => scotlandDay(new Date()).slice(0, 4)

/**
 * The year on the visitor's day (Scotland's). The prerendered page has the build's year, and React hydrates with it
 * (the server snapshot, so it finds what it rendered), then renders the visitor's year if it has turned since: no
 * hydration error, and no script of its own in every page's first round trip. Tabular figures: nothing moves.
 */
export function ThisYear({ builtIn }: { builtIn: string }) {
  const year = React.useSyncExternalStore(unchanging, visitorsYear, () => builtIn)
  return <span style={{ fontVariantNumeric: "tabular-nums" }}>{year}</span>
}
