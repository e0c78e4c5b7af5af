import * as React from "react"
import { budgets } from "../../enquiry/model"
import { finderPagePath, FINDER_ROUTE, MONTHS, monthName, type Filter, type FilterName } from "../../lib/safari-finder"
import * as styles from "./finder.module.css"

type Option = { value: string; label: string; name?: string }
type Group = { name: FilterName; label: string; any: string; options: ReadonlyArray<Option> }

/** The four choices and their options, in the editor's words; the kinds are the safaris' own. */
export function finderGroups(words: Queries.FinderWordsFragment, kinds: ReadonlyArray<{ value: string; label: string }>): Group[] {
  return [
    {
      name: "month",
      label: words.monthLabel,
      any: words.anyMonth,
      // Three letters keep the twelve months on a few lines of a phone; the link's name is the whole month.
      options: MONTHS.map((month) => ({ value: month, label: monthName(month).slice(0, 3), name: monthName(month) })),
    },
    { name: "kind", label: words.kindLabel, any: words.anyKind, options: kinds },
    {
      name: "length",
      label: words.lengthLabel,
      any: words.anyLength,
      options: [
        { value: "up-to-5-days", label: words.shortLength },
        { value: "6-to-7-days", label: words.longLength },
      ],
    },
    { name: "budget", label: words.budgetLabel, any: words.anyBudget, options: budgets },
  ]
}

type FinderChoicesProps = {
  groups: ReadonlyArray<Group>
  label: string
  filter: Filter
  onChoose: (name: FilterName, value: string | undefined) => void
}

/**
 * Each option a plain link to the page the build made for it (/safaris/month/october), so the choices work without
 * JavaScript; with it, a click applies the option at once and keeps the other choices. The chosen option is the
 * current link of its group.
 */
export function FinderChoices({ groups, label, filter, onChoose }: FinderChoicesProps) {
  return (
    <div className={styles.choices} role="group" aria-label={label}>
      {groups.map((group) => (
        <div key={group.name} className={styles.group} role="group" aria-labelledby={`finder-${group.name}-label`}>
          <span id={`finder-${group.name}-label`} className={styles.groupLabel}>
            {group.label}
          </span>
          <ul className={styles.options}>
            {[{ value: "", label: group.any } as Option, ...group.options].map((option) => (
              <li key={option.value}>
                <a
                  href={option.value ? finderPagePath(group.name, option.value) : FINDER_ROUTE}
                  className={styles.option}
                  aria-label={option.name}
                  aria-current={(filter[group.name] ?? "") === option.value ? "true" : undefined}
                  data-filter={group.name}
                  data-value={option.value}
                  onClick={(event) => {
                    // A new tab or window opens the option's own page, as without JavaScript.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                    event.preventDefault()
                    onChoose(group.name, option.value || undefined)
                  }}
                >
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
