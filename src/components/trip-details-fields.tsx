import * as React from "react"
import { fieldLabels, fieldLimits } from "../lib/enquiry-model"
import type { TripFieldsProps } from "./trip-form-state"
import { TripField } from "./trip-field"
import * as styles from "./trip-form.module.css"

/** Who the enquiry is from and how to reach them. */
export function TripDetailsFields({ enquiry, update }: TripFieldsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your details</legend>
      <div className={styles.grid}>
        <TripField name="name" label={fieldLabels.name} value={enquiry.name} onChange={update} maxLength={fieldLimits.name} autoComplete="name" />
        <TripField name="email" label={fieldLabels.email} value={enquiry.email} onChange={update} type="email" maxLength={fieldLimits.email} autoComplete="email" />
        <TripField name="phone" label={fieldLabels.phone} value={enquiry.phone} onChange={update} type="tel" maxLength={fieldLimits.phone} autoComplete="tel" />
      </div>
    </fieldset>
  )
}
