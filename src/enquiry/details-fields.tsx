import * as React from "react"
import { fieldLimits } from "./model"
import { fieldProps, type EnquiryFieldsProps } from "./form-state"
import { EnquiryField } from "./field"
import * as styles from "./form.module.css"

/** Who the enquiry is from and how to reach them. */
export function EnquiryDetailsFields(props: EnquiryFieldsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your details</legend>
      <div className={styles.grid}>
        <EnquiryField {...fieldProps(props, "name")} maxLength={fieldLimits.name} autoComplete="name" />
        <EnquiryField {...fieldProps(props, "email")} type="email" maxLength={fieldLimits.email} autoComplete="email" />
        <EnquiryField {...fieldProps(props, "phone")} type="tel" maxLength={fieldLimits.phone} autoComplete="tel" />
      </div>
    </fieldset>
  )
}
