import * as React from "react"
import type { EnquiryField } from "./model"
import * as styles from "./radio-group.module.css"

type Choice = { readonly value: string; readonly label: string }

type EnquiryRadioGroupProps = {
  name: EnquiryField
  legend: string
  choices: ReadonlyArray<Choice>
  value: string
  onChange: (name: EnquiryField, value: string) => void
  required?: boolean
  hint?: string
  /** Two short answers (yes/no) sit side by side; longer lists wrap into a grid. */
  compact?: boolean
  /** While the enquiry is being sent: only the chosen answer stays available (and focusable), the others are dimmed. */
  readOnly?: boolean
}

/** A labelled group of radio buttons: a fieldset whose legend is the question, one choice per label. */
export function EnquiryRadioGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  required = false,
  hint,
  compact = false,
  readOnly = false,
}: EnquiryRadioGroupProps) {
  const hintId = hint ? `enquiry-${name}-hint` : undefined
  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={compact ? `${styles.choices} ${styles.compact}` : styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              required={required}
              disabled={readOnly && value !== choice.value}
              onChange={(event) => onChange(name, event.target.value)}
              className={styles.radio}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
