import * as React from "react"
import { scotlandDay } from "../../lib/departures"

/**
 * The year on the visitor's day: the build's in the prerendered page, set again before the first paint
 * (VISITOR_DAY_SCRIPT, `data-this-year`), and the visitor's when React first renders in the browser, so the two agree.
 */
export function ThisYear() {
  return <span data-this-year="">{scotlandDay(new Date()).slice(0, 4)}</span>
}
