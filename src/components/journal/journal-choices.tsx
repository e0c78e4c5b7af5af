import * as React from "react"
import { graphql, Link } from "gatsby"
import { JOURNAL_ROUTE } from "../../lib/journal"
import * as styles from "./journal.module.css"

type JournalChoicesProps = {
  species: ReadonlyArray<Queries.JournalSpeciesChoiceFragment>
  months: ReadonlyArray<Queries.JournalMonthChoiceFragment>
  /** The address of the list on show without its page number (/journal/species/otter), to mark its choice. */
  current: string
}

type Choice = { path: string; name: string; posts: number }

function ChoiceLinks({ title, choices, current }: { title: string; choices: ReadonlyArray<Choice>; current: string }) {
  return (
    <div>
      <h2 className={styles.choiceTitle}>{title}</h2>
      <ul className={styles.choiceList}>
        {choices.map((choice) => (
          <li key={choice.path}>
            <Link to={choice.path} className={styles.choice} aria-current={choice.path === current ? "page" : undefined}>
              {choice.name} <span className={styles.choiceCount}>({choice.posts})</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The lists of fewer posts a visitor can choose: every species and month that has posts, each a link to its own
 * page, so a choice works without JavaScript; with it, Gatsby's links show the chosen list without a page load.
 */
export function JournalChoices({ species, months, current }: JournalChoicesProps) {
  return (
    <nav id="choices" className={styles.choices} aria-label="Sightings by species or month">
      <p className={styles.all}>
        <Link to={JOURNAL_ROUTE} className={styles.choice} aria-current={current === JOURNAL_ROUTE ? "page" : undefined}>
          Every sighting
        </Link>
      </p>
      <ChoiceLinks title="By species" choices={species} current={current} />
      <ChoiceLinks title="By month" choices={months} current={current} />
    </nav>
  )
}

export const query = graphql`
  fragment JournalSpeciesChoice on JournalSpecies {
    name
    path
    posts
  }
  fragment JournalMonthChoice on JournalMonth {
    name
    path
    posts
  }
`
