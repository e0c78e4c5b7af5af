import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./safari.module.css"

type SafariCalendarProps = { title: string; months: ReadonlyArray<Queries.SafariMonthContentFragment> }

/** What can be seen or done in each month: a two-column table, read row by row on a phone as on a desktop. */
export function SafariCalendar({ title, months }: SafariCalendarProps) {
  return (
    <table className={styles.calendar}>
      <caption>{title} month by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">What can be seen or done</th>
        </tr>
      </thead>
      <tbody>
        {months.map(({ month, highlights }) => (
          <tr key={month}>
            <th scope="row">{month}</th>
            <td>{highlights}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export const query = graphql`
  fragment SafariMonthContent on SafariMonth {
    month
    highlights
  }
`
