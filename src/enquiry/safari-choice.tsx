import * as React from "react"
import { Link } from "gatsby"
import type { TripSafari } from "./trip-safari"
import * as styles from "./safari-choice.module.css"

type SafariChoiceProps = {
  safari: TripSafari | null
  /** Takes the safari out of the enquiry. */
  onRemove: () => void
  /** While a send is in flight the enquiry being sent stays as it is. */
  locked: boolean
}

/**
 * Which safari the enquiry is about, with a button to remove it; or, about none, where to choose one. Always in
 * the page at the same height, so the safari appearing after hydration moves nothing below it.
 */
export function SafariChoice({ safari, onRemove, locked }: SafariChoiceProps) {
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
      {safari ? (
        <>
          <p className={styles.text}>
            This enquiry is about <Link to={safari.path}>{safari.title}</Link>.
          </p>
          <button type="button" className={styles.remove} onClick={remove} aria-disabled={locked || undefined}>
            Remove<span className="visually-hidden"> {safari.title} from this enquiry</span>
          </button>
        </>
      ) : (
        <p className={styles.text} ref={note} tabIndex={-1}>
          {removed ? `${removed} removed: this enquiry is not about one safari. ` : "Enquiring about one of our safaris? "}
          <Link to="/safaris">Choose from our safaris</Link>, or tell us below what you would love to do.
        </p>
      )}
    </div>
  )
}
