import * as React from "react"
import { Link } from "gatsby"
import { JOURNAL_ROUTE, journalPagePath } from "../../lib/journal"
import { monthOf } from "../../lib/departures"
import * as styles from "./journal.module.css"

type JournalChoicesProps = {
  /** The species that posts name, in the office's list's order. */
  species: ReadonlyArray<string>
  /** The months that have posts, newest first: "2026-10". */
  months: ReadonlyArray<string>
  /** The address of the list on show without its page number (/journal/species/otter), to mark its choice. */
  current: string
}

type Choice = { path: string; name: string }

function ChoiceLinks({ title, choices, current }: { title: string; choices: ReadonlyArray<Choice>; current: string }) {
  return (
    <div>
      <h2 className={styles.choiceTitle}>{title}</h2>
      <ul className={styles.choiceList}>
        {choices.map((choice) => (
          <li key={choice.path}>
            <Link to={choice.path} className={styles.choice} aria-current={choice.path === current ? "page" : undefined}>
              {choice.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The lists of fewer posts a visitor can choose: every species and month that has posts, each a link to its own
 * page, so a choice works without JavaScript; with it, Gatsby's links show the chosen list without a page load. They
 * say no counts: a count would change every page of every list with each new post.
 */
export function JournalChoices({ species, months, current }: JournalChoicesProps) {
  return (
    <nav id="choices" className={styles.choices} aria-label="Sightings by species or month">
      <p className={styles.all}>
        <Link to={JOURNAL_ROUTE} className={styles.choice} aria-current={current === JOURNAL_ROUTE ? "page" : undefined}>
          Every sighting
        </Link>
      </p>
      <ChoiceLinks title="By species" choices={species.map((name) => ({ name, path: journalPagePath({ species: name }) }))} current={current} />
      <ChoiceLinks
        title="By month"
        choices={months.map((month) => ({ name: monthOf(`${month}-01`), path: journalPagePath({ month }) }))}
        current={current}
      />
    </nav>
  )
}
