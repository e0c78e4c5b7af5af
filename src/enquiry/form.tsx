import * as React from "react"
import { EnquiryDetailsFields } from "./details-fields"
import { useEnquiryForm } from "./form-state"
import { EnquiryHoneypot } from "./honeypot-field"
import { EnquiryPlanFields } from "./plan-fields"
import { EnquiryPreferencesFields } from "./preferences-fields"
import { EnquiryStatus } from "./status"
import { SafariChoice } from "./safari-choice"
import type { TripSafari } from "./trip-safari"
import { useTripSafari } from "./use-trip-safari"
import * as pageStyles from "../styles/page.module.css"
import * as styles from "./form.module.css"

type EnquiryFormProps = {
  businessEmail: string
  /** The safaris an enquiry can start from (/trip?safari=222). */
  safaris?: ReadonlyArray<TripSafari>
}

const noSafaris: ReadonlyArray<TripSafari> = []

/** The trip enquiry form (its fields, their browser-native checks, the flexible dates shown only when flexible), with the send's outcome below it. */
export function EnquiryForm({ businessEmail, safaris = noSafaris }: EnquiryFormProps) {
  const trip = useTripSafari(safaris)
  const { fields, status, submit, today, ready } = useEnquiryForm(trip.safari, trip.clear, trip)
  const sending = fields.locked
  return (
    <div className={styles.wrapper}>
      {!ready && (
        // Shown only where scripting is off (see the CSS), and gone once the form's JavaScript runs.
        <p className={styles.notice}>
          This form needs JavaScript, which is turned off in your browser. Please e-mail your trip details to{" "}
          <a href={`mailto:${businessEmail}`}>{businessEmail}</a> instead.
        </p>
      )}
      <form className={styles.form} onSubmit={submit} aria-label="Trip enquiry" aria-busy={sending}>
        {/* Disabled until the page's JavaScript runs: without it the form could not send anything. */}
        <fieldset className={styles.frame} disabled={!ready} role="presentation">
          <p className={styles.intro}>
            Every field is required unless it says optional. Prefer e-mail? Write to <a href={`mailto:${businessEmail}`}>{businessEmail}</a>.
          </p>
          {sending && (
            // Beside the fields wherever the visitor is in the form (it stays in view), saying why they cannot change.
            <p className={styles.lockNote} id="enquiry-lock-note">
              Sending… your details are kept as they are until the answer comes.
            </p>
          )}
          <SafariChoice
            safari={trip.safari}
            departure={trip.departure}
            onRemove={trip.clear}
            onRemoveDeparture={trip.removeDeparture}
            locked={sending}
          />
          <EnquiryDetailsFields {...fields} />
          <EnquiryPlanFields {...fields} today={today} />
          <EnquiryPreferencesFields {...fields} />
          <EnquiryHoneypot />
          <div className={styles.actions}>
            {/* aria-disabled, not disabled: the button keeps keyboard focus while the send is in flight. */}
            <button type="submit" className={`${pageStyles.button} ${styles.submit}`} aria-disabled={sending || undefined}>
              {sending ? "Sending your inquiry…" : "Plan My Trip"}
            </button>
          </div>
        </fieldset>
      </form>
      <EnquiryStatus status={status} businessEmail={businessEmail} />
    </div>
  )
}
