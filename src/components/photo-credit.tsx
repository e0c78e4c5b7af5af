import * as React from "react"
import * as styles from "./photo-credit.module.css"

type PhotoCreditProps = { credit: Queries.PhotoCreditTextFragment }

/** Who took a photograph and under which licence, with links to both, as the licences ask. */
export function PhotoCredit({ credit }: PhotoCreditProps) {
  return (
    <>
      <span className={styles.title}>{credit.title}</span> by {credit.author}, licensed under <a href={credit.licenceUrl}>{credit.licence}</a>; from{" "}
      <a href={credit.sourceUrl}>{credit.source}</a>.
    </>
  )
}
