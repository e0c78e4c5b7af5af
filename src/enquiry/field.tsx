import * as React from "react"
import type { EnquiryField } from "./model"
import * as styles from "./field.module.css"

type EnquiryFieldProps = {
  name: EnquiryField
  label: string
  value: string
  onChange: (name: EnquiryField, value: string) => void
  type?: "text" | "email" | "tel" | "date" | "number"
  /** Optional fields say so in their label; every other field is required. */
  optional?: boolean
  multiline?: boolean
  /** Spans both columns on wide screens (always true for a multi-line field). */
  wide?: boolean
  min?: string | number
  maxLength?: number
  autoComplete?: string
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"]
  hint?: string
  /** While the enquiry is being sent: the value stays as it is, and says so. */
  readOnly?: boolean
}

/** One labelled form control; the label is always visible and the browser's own checks do the validating. */
export function EnquiryField({
  name,
  label,
  value,
  onChange,
  type = "text",
  optional = false,
  multiline = false,
  wide = multiline,
  hint,
  ...rest
}: EnquiryFieldProps) {
  const id = `enquiry-${name}`
  const hintId = hint ? `${id}-hint` : undefined
  const common = {
    id,
    name,
    value,
    required: !optional,
    "aria-describedby": hintId,
    className: styles.control,
    readOnly: rest.readOnly,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  }
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? <textarea {...common} rows={6} maxLength={rest.maxLength} /> : <input {...common} type={type} {...rest} />}
    </div>
  )
}
