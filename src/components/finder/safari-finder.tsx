import * as React from "react"
import { graphql, Link } from "gatsby"
import { Section } from "../section"
import { FinderCard, type FinderSafari } from "./finder-card"
import { FinderChoices, finderGroups } from "./finder-choices"
import { FINDER_SCRIPT } from "./finder-script"
import { FINDER_DEPARTURES_SCRIPT } from "./finder-departures-script"
import { useFinderChoice } from "./use-finder-choice"
import { countSentences, countText } from "../../lib/finder-words"
import { filterValues, finderFacts, fits, kindSlug, type Filter } from "../../lib/safari-finder"
import { tripLinkFor } from "../../lib/safari-links"
import { DEPARTURES_ROUTE } from "../../lib/departure-pages"
import { visitorDay } from "../visitor-day/visitor-day"
import * as styles from "./finder.module.css"

type SafariFinderProps = {
  safaris: ReadonlyArray<FinderSafari>
  words: Queries.FinderWordsFragment
  intro: Queries.SectionIntroContentFragment
  /** The choice of the page the build made for it (/safaris/month/october); none on /safaris. */
  initial: Filter
  /** False where the page's address is not the finder's (the editing screen's preview). */
  inAddress?: boolean
}

/** Every safari as a card, and choices of month, kind, length and budget that show the safaris fitting them. */
export function SafariFinder({ safaris, words, intro, initial, inAddress = true }: SafariFinderProps) {
  const facts = React.useMemo(() => safaris.map(finderFacts), [safaris])
  const values = React.useMemo(() => filterValues(safaris.map((safari) => safari.kind)), [safaris])
  const groups = React.useMemo(() => {
    const kinds = [...new Map(safaris.map((safari) => [kindSlug(safari.kind), { value: kindSlug(safari.kind), label: safari.kind }])).values()]
    return finderGroups(words, kinds)
  }, [safaris, words])
  const { filter, listed, choose } = useFinderChoice(initial, values, inAddress)
  const fitting = facts.map((each) => fits(each, listed))
  const count = fitting.filter(Boolean).length
  const bespoke = safaris.find((safari) => kindSlug(safari.kind) === "bespoke")
  const sentences = countSentences(words, safaris.length)
  const today = visitorDay()
  return (
    <Section id="finder" title={intro.title} text={intro.text} tone="mist" growsWithContent>
      <FinderChoices groups={groups} label={words.choicesLabel} filter={filter} onChoose={choose} />
      {/* The script below writes this sentence before the first paint from the same words; React then keeps it. */}
      <p
        className={styles.count}
        role="status"
        data-count=""
        data-all={sentences.all}
        data-one={sentences.one}
        data-some={sentences.some}
        data-none={sentences.none}
        suppressHydrationWarning
      >
        {countText(words, count, safaris.length)}
      </p>
      <ul className={styles.cards}>
        {safaris.map((safari, at) => (
          <FinderCard key={safari.slug} safari={safari} facts={facts[at]} words={words} month={listed.month} hidden={!fitting[at]} today={today} />
        ))}
      </ul>
      <div className={styles.noMatch} hidden={count > 0} data-no-match="">
        <p>{words.noMatchText}</p>
        <p className={styles.noMatchLinks}>
          <Link to={tripLinkFor(undefined, listed.month)}>{words.enquiryLink}</Link>
          {bespoke && <Link to={bespoke.path}>{bespoke.title}</Link>}
        </p>
      </div>
      <p className={styles.allDepartures}>
        <Link to={DEPARTURES_ROUTE}>See every group departure by month</Link>
      </p>
      {/* The departures' count after the choice, which marks the address's month first; one script, so one hash in the CSP. */}
      <script dangerouslySetInnerHTML={{ __html: `${FINDER_SCRIPT};${FINDER_DEPARTURES_SCRIPT}` }} />
    </Section>
  )
}

export const query = graphql`
  fragment FinderWords on SafariFinderJson {
    choicesLabel
    monthLabel
    anyMonth
    kindLabel
    anyKind
    lengthLabel
    anyLength
    shortLength
    longLength
    budgetLabel
    anyBudget
    showingAll
    showingSome
    noMatch
    noMatchText
    enquiryLink
    days
    price
    months
    monthRange
    allYear
    noMonths
    planLink
  }
`
