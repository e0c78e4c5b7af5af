import * as React from "react"

type PhotoCreditProps = {
  credit: Queries.PhotoCreditTextFragment
  /** The class of the photograph's title, from the stylesheet of the page that shows it (each page keeps its own). */
  titleClassName: string
}

/** Who took a photograph and under which licence, with links to both, as the licences ask. */
export function PhotoCredit({ credit, titleClassName }: PhotoCreditProps) {
  return (
    <>
      <span className={titleClassName}>{credit.title}</span> by {credit.author}, licensed under <a href={credit.licenceUrl}>{credit.licence}</a>; from{" "}
      <a href={credit.sourceUrl}>{credit.source}</a>.
    </>
  )
}
