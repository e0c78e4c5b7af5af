import * as React from "react"
import { VISITOR_DAY_SCRIPT } from "./visitor-day"

/** Placed right after a part marked for the visitor's day: applies it before the first paint (see visitor-day.ts). */
export function VisitorDayScript() {
  return <script dangerouslySetInnerHTML={{ __html: VISITOR_DAY_SCRIPT }} />
}
