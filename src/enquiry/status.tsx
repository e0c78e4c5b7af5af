import * as React from "react"
import { enquiryMailto } from "./mailto"
import { failureMessageLead, successMessage } from "./messages"
import type { SendStatus } from "./form-state"
import * as styles from "./status.module.css"

type EnquiryStatusProps = { status: SendStatus; businessEmail: string }

/**
 * The outcome of the last send, below the form. The live region is always in the page, so screen readers
 * announce each new message; a message stays until the next attempt replaces it.
 */
export function EnquiryStatus({ status, businessEmail }: EnquiryStatusProps) {
  return (
    <div role="status" className={styles.region}>
      {status.kind === "sending" && <p className={styles.message}>Sending your trip inquiry…</p>}
      {status.kind === "sent" && <p className={`${styles.message} ${styles.sent}`}>{successMessage}</p>}
      {status.kind === "failed" && (
        <div className={`${styles.message} ${styles.failed}`}>
          <p>
            {failureMessageLead}
            <a href={`mailto:${businessEmail}`}>{businessEmail}</a>
          </p>
          <p className={styles.fallback}>
            Your details are still in the form.{" "}
            <a href={enquiryMailto(businessEmail, status.params)}>Open an e-mail with your enquiry already written</a>
          </p>
        </div>
      )}
    </div>
  )
}
