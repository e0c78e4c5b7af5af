import * as React from "react"
import { budgets, fieldLabels, fieldLimits, packageTypes } from "../lib/enquiry-model"
import type { TripFieldsProps } from "./trip-form-state"
import { TripField } from "./trip-field"
import { TripRadioGroup } from "./trip-radio-group"
import * as styles from "./trip-form.module.css"

/** The kind of trip, the budget band and anything else the visitor wants to say. */
export function TripPreferencesFields({ enquiry, update }: TripFieldsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your preferences</legend>
      <div className={styles.grid}>
        <TripRadioGroup name="packageType" legend={fieldLabels.packageType} choices={packageTypes} value={enquiry.packageType} onChange={update} required />
        <TripRadioGroup name="budget" legend={fieldLabels.budget} choices={budgets} value={enquiry.budget} onChange={update} required hint="In pounds sterling, before flights." />
        <TripField name="message" label={fieldLabels.message} value={enquiry.message} onChange={update} optional multiline maxLength={fieldLimits.message} hint="Wildlife you hope to see, activities, accessibility needs, special occasions…" />
      </div>
    </fieldset>
  )
}
