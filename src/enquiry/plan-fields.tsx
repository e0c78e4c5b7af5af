import * as React from "react"
import { fieldLabels, fieldLimits, flexibleChoices } from "./model"
import { fieldProps, type EnquiryFieldsProps } from "./form-state"
import { EnquiryField } from "./field"
import { EnquiryRadioGroup } from "./radio-group"
import * as styles from "./form.module.css"

type EnquiryPlanFieldsProps = EnquiryFieldsProps & { today: string }

/** Where and when, and who is coming. Dates cannot be in the past, nor the return before the departure. */
export function EnquiryPlanFields(props: EnquiryPlanFieldsProps) {
  const { enquiry, update, locked, today } = props
  const earliestReturn = enquiry.departureDate && enquiry.departureDate > today ? enquiry.departureDate : today
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Your trip</legend>
      <div className={styles.grid}>
        <EnquiryField
          {...fieldProps(props, "destination")}
          maxLength={fieldLimits.destination}
          wide
          hint="A region, an island or an idea, such as “the Cairngorms” or “otters on Mull”."
        />
        <EnquiryField {...fieldProps(props, "departureDate")} type="date" min={today || undefined} />
        <EnquiryField {...fieldProps(props, "returnDate")} type="date" min={earliestReturn || undefined} />
        <div className={styles.wide}>
          <EnquiryRadioGroup
            name="isFlexible"
            legend={fieldLabels.isFlexible}
            choices={flexibleChoices}
            value={enquiry.isFlexible}
            onChange={update}
            readOnly={locked}
            compact
          />
        </div>
        {enquiry.isFlexible === "yes" && (
          <EnquiryField
            {...fieldProps(props, "flexibleDates")}
            optional
            wide
            maxLength={fieldLimits.flexibleDates}
            hint="For example “any week in May” or “up to a week either side”."
          />
        )}
        <EnquiryField {...fieldProps(props, "adults")} type="number" min={1} inputMode="numeric" />
        <EnquiryField {...fieldProps(props, "children")} type="number" min={0} inputMode="numeric" />
      </div>
    </fieldset>
  )
}
