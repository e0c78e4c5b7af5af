import * as React from "react"
import { fieldLabels, fieldLimits, flexibleChoices } from "./model"
import type { EnquiryFieldsProps } from "./form-state"
import { EnquiryField } from "./field"
import { EnquiryRadioGroup } from "./radio-group"
import * as styles from "./form.module.css"

type EnquiryPlanFieldsProps = EnquiryFieldsProps & { today: string }

/** Where and when, and who is coming. Dates cannot be in the past, nor the return before the departure. */
export function EnquiryPlanFields({ enquiry, update, today }: EnquiryPlanFieldsProps) {
  const earliestReturn = enquiry.departureDate && enquiry.departureDate > today ? enquiry.departureDate : today
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your trip</legend>
      <div className={styles.grid}>
        <EnquiryField
          name="destination"
          label={fieldLabels.destination}
          value={enquiry.destination}
          onChange={update}
          maxLength={fieldLimits.destination}
          wide
          hint="A region, an island or an idea, such as “the Cairngorms” or “otters on Mull”."
        />
        <EnquiryField
          name="departureDate"
          label={fieldLabels.departureDate}
          value={enquiry.departureDate}
          onChange={update}
          type="date"
          min={today || undefined}
        />
        <EnquiryField
          name="returnDate"
          label={fieldLabels.returnDate}
          value={enquiry.returnDate}
          onChange={update}
          type="date"
          min={earliestReturn || undefined}
        />
        <div className={styles.wide}>
          <EnquiryRadioGroup
            name="isFlexible"
            legend={fieldLabels.isFlexible}
            choices={flexibleChoices}
            value={enquiry.isFlexible}
            onChange={update}
            compact
          />
        </div>
        {enquiry.isFlexible === "yes" && (
          <EnquiryField
            name="flexibleDates"
            label={fieldLabels.flexibleDates}
            value={enquiry.flexibleDates}
            onChange={update}
            optional
            wide
            maxLength={fieldLimits.flexibleDates}
            hint="For example “any week in May” or “up to a week either side”."
          />
        )}
        <EnquiryField name="adults" label={fieldLabels.adults} value={enquiry.adults} onChange={update} type="number" min={1} inputMode="numeric" />
        <EnquiryField
          name="children"
          label={fieldLabels.children}
          value={enquiry.children}
          onChange={update}
          type="number"
          min={0}
          inputMode="numeric"
        />
      </div>
    </fieldset>
  )
}
