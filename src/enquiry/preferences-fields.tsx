import * as React from "react"
import { budgets, fieldLabels, fieldLimits, packageTypes } from "./model"
import { fieldProps, type EnquiryFieldsProps } from "./form-state"
import { EnquiryField } from "./field"
import { EnquiryRadioGroup } from "./radio-group"
import * as styles from "./form.module.css"

/** The kind of trip, the budget band and anything else the visitor wants to say. */
export function EnquiryPreferencesFields(props: EnquiryFieldsProps) {
  const { enquiry, update, locked } = props
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your preferences</legend>
      <div className={styles.grid}>
        <EnquiryRadioGroup
          name="packageType"
          legend={fieldLabels.packageType}
          choices={packageTypes}
          value={enquiry.packageType}
          onChange={update}
          readOnly={locked}
          required
        />
        <EnquiryRadioGroup
          name="budget"
          legend={fieldLabels.budget}
          choices={budgets}
          value={enquiry.budget}
          onChange={update}
          readOnly={locked}
          required
          hint="In pounds sterling, before flights."
        />
        <EnquiryField
          {...fieldProps(props, "message")}
          optional
          multiline
          maxLength={fieldLimits.message}
          hint="Wildlife you hope to see, activities, accessibility needs, special occasions…"
        />
      </div>
    </fieldset>
  )
}
