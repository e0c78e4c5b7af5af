import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./safari.module.css"

type TripNotesProps = { words: Queries.TripNotesWordsContentFragment }

const neverChanges = () => () => {}
const inBrowser = () => true
const inPrerender = () => false

/**
 * The button that prints the page as its trip notes (or saves them as a PDF, from the print window). Drawn once the
 * page's script runs: without it the button could not print, and a visitor could still print from the browser's menu.
 */
export function PrintTripNotes({ words }: TripNotesProps) {
  // False in the prerendered HTML and while React takes it over, true from the render after.
  const scripted = React.useSyncExternalStore(neverChanges, inBrowser, inPrerender)
  if (!scripted) return null
  return (
    <div className={styles.printNotes}>
      {/* The window the button is in: the editing screen's preview prints its own frame, as the page would print. */}
      <button type="button" className={styles.printButton} onClick={(event) => event.currentTarget.ownerDocument.defaultView?.print()}>
        {words.button}
      </button>
      <p className={styles.printHint}>{words.hint}</p>
    </div>
  )
}

type TripNotesContactProps = TripNotesProps & {
  /** The business's e-mail address and phone number. */
  email: string
  phone: string
  /** The safari page's own full address, with the site's. */
  address: string
}

/** How to reach the business, written out for paper, where a link cannot be followed: hidden on the screen. */
export function TripNotesContact({ words, email, phone, address }: TripNotesContactProps) {
  return (
    <dl className={styles.contact}>
      <dt>{words.email}</dt>
      <dd>
        <a href={`mailto:${email}`}>{email}</a>
      </dd>
      <dt>{words.phone}</dt>
      <dd>{phone}</dd>
      <dt>{words.address}</dt>
      <dd>{address}</dd>
    </dl>
  )
}

export const query = graphql`
  fragment TripNotesWordsContent on TripNotesWords {
    button
    hint
    email
    phone
    address
  }
`
