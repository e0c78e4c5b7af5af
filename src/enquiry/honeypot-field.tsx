import * as React from "react"
import { honeypotName } from "./honeypot"
import * as styles from "./form.module.css"

/**
 * The bot trap: off screen, hidden from assistive technology, out of the tab order and not autofilled,
 * so only software that fills every input it finds ever puts text in it.
 */
export function EnquiryHoneypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="enquiry-website">Leave this field empty</label>
      <input id="enquiry-website" type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
