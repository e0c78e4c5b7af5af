import * as React from "react"
import { honeypotName } from "../lib/enquiry-honeypot"
import * as styles from "./trip-form.module.css"

/**
 * The bot trap: off screen, hidden from assistive technology, out of the tab order and not autofilled,
 * so only software that fills every input it finds ever puts text in it.
 */
export function TripHoneypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="trip-website">Leave this field empty</label>
      <input id="trip-website" type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
