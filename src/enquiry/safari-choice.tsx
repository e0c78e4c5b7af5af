import * as React from "react"
import { Link } from "gatsby"
import { boundedTitle, type TripSafari } from "./trip-safari"
import { DepartureChoice, longestDepartureWording } from "./departure-choice"
import type { TripDeparture } from "./trip-departure"
import * as styles from "./safari-choice.module.css"

type SafariChoiceProps = {
  safari: TripSafari | null
  /** The group departure of that safari the enquiry is about, if one was chosen. */
  departure: TripDeparture | null
  /** Takes the safari out of the enquiry. */
  onRemove: () => void
  /** Takes the departure alone out of the enquiry. */
  onRemoveDeparture: () => void
  /** While a send is in flight the enquiry being sent stays as it is. */
  locked: boolean
}

const aboutNone = "Enquiring about one of our safaris? Choose from our safaris, or tell us below what you would love to do."

/**
 * Which safari the enquiry is about, with a button to remove it; or, about none, where to choose one. The page's
 * HTML cannot know the address's ?safari=, so the safari is named after hydration: to move nothing below it, the box
 * keeps room for both wordings, hidden under the one shown. The safari's wording holds a fixed number of lines at
 * each width (safari-choice.module.css), enough for a title of TITLE_BOUND characters (trip-safari.ts) and never more for a longer
 * one, whose end is cut off on screen (the whole title stays in the page for screen readers, and shows on hover).
 */
export function SafariChoice({ safari, departure, onRemove, onRemoveDeparture, locked }: SafariChoiceProps) {
  const [removed, setRemoved] = React.useState<string | null>(null)
  const note = React.useRef<HTMLParagraphElement>(null)

  const remove = () => {
    if (locked || !safari) return
    setRemoved(safari.title)
    onRemove()
  }
  // The button is gone once pressed: keyboard and screen reader users are told what happened, where they were.
  React.useEffect(() => {
    if (removed && !safari) note.current?.focus()
  }, [removed, safari])

  return (
    <div id="enquiry-safari" className={styles.choice}>
      {/* Room for each wording, drawn from CSS (no text in the page, nothing to read or find twice). */}
      <span className={`${styles.state} ${styles.room}`} aria-hidden="true">
        <span className={styles.text} data-text={aboutNone} />
      </span>
      <span className={`${styles.state} ${styles.room}`} aria-hidden="true">
        <span className={styles.text}>
          <span className={styles.lines} />
        </span>
        <span className={styles.remove} data-text="Remove" />
        {/* Room for a departure's line, for every visitor: the address naming one is read only after hydration. */}
        <span className={styles.departure}>
          <span className={styles.departureText} data-text={longestDepartureWording} />
          <span className={styles.remove} data-text="Remove departure" />
        </span>
      </span>
      <div className={styles.state}>
        {/* Keyed apart: React would otherwise reuse the first wording's text nodes for the second, and a visitor
            would see a line of text jump (a layout shift) rather than one wording replace the other. */}
        {safari ? (
          <React.Fragment key="one">
            <p className={styles.text}>
              <span className={styles.clamped}>
                This enquiry is about{" "}
                <Link to={safari.path} title={safari.title}>
                  {safari.title}
                </Link>
                .
              </span>
            </p>
            <button type="button" className={styles.remove} onClick={remove} aria-disabled={locked || undefined}>
              Remove<span className="visually-hidden"> {safari.title} from this enquiry</span>
            </button>
            <DepartureChoice departure={departure} onRemove={onRemoveDeparture} locked={locked} />
          </React.Fragment>
        ) : (
          <p key="none" className={styles.text} ref={note} tabIndex={-1}>
            {removed ? `${boundedTitle(removed)} removed: this enquiry is not about one safari. ` : "Enquiring about one of our safaris? "}
            <Link to="/safaris">Choose from our safaris</Link>, or tell us below what you would love to do.
          </p>
        )}
      </div>
    </div>
  )
}
