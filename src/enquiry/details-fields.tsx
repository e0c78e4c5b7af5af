import * as React from "react"
import { fieldLabels, fieldLimits } from "./model"
import type { EnquiryFieldsProps } from "./form-state"
import { EnquiryField } from "./field"
import * as styles from "./form.module.css"

/** Who the enquiry is from and how to reach them. */
export function EnquiryDetailsFields({ enquiry, update }: EnquiryFieldsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your details</legend>
      <div className={styles.grid}>
        <EnquiryField name="name" label={fieldLabels.name} value={enquiry.name} onChange={update} maxLength={fieldLimits.name} autoComplete="name" />
        <EnquiryField
          name="email"
          label={fieldLabels.email}
          value={enquiry.email}
          onChange={update}
          type="email"
          maxLength={fieldLimits.email}
          autoComplete="email"
        />
        <EnquiryField
          name="phone"
          label={fieldLabels.phone}
          value={enquiry.phone}
          onChange={update}
          type="tel"
          maxLength={fieldLimits.phone}
          autoComplete="tel"
        />
      </div>
    </fieldset>
  )
}
