import * as React from "react"
import { departureWords, type TripDeparture } from "./trip-departure"
import * as styles from "./safari-choice.module.css"

/** The longest a departure's line can be (the longest month names, a range across two, a full departure). */
export const longestDepartureWording = "Departure: 30 September – 10 November 2027 (waiting list)"

type DepartureChoiceProps = { departure: TripDeparture | null; onRemove: () => void; locked: boolean }

/**
 * Which group departure of the chosen safari the enquiry is about, with a button to remove it (the dates it filled
 * stay in the form, for the visitor to keep or change); after removing it, a note saying so, where the focus was.
 */
export function DepartureChoice({ departure, onRemove, locked }: DepartureChoiceProps) {
  const [removed, setRemoved] = React.useState<string | null>(null)
  const note = React.useRef<HTMLParagraphElement>(null)

  const remove = () => {
    if (locked || !departure) return
    setRemoved(departureWords(departure))
    onRemove()
  }
  React.useEffect(() => {
    if (removed && !departure) note.current?.focus()
  }, [removed, departure])

  if (departure)
    return (
      <span className={styles.departure}>
        <span className={styles.departureText}>Departure: {departureWords(departure)}</span>
        <button type="button" className={styles.remove} onClick={remove} aria-disabled={locked || undefined}>
          Remove departure<span className="visually-hidden"> from this enquiry</span>
        </button>
      </span>
    )
  if (removed)
    return (
      <p className={styles.departureText} ref={note} tabIndex={-1}>
        Departure {removed} removed: your dates below stay as they are.
      </p>
    )
  return null
}
