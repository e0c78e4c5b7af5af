import * as React from "react"
import { PhotoCredit } from "./photo-credit"
import { creditShownWith } from "../lib/credit-shown"
import * as styles from "./shown-credit.module.css"

type ShownCreditProps = {
  credit: Queries.PhotoCreditTextFragment
  /** The line's and the title's classes where the photograph's own background asks for others (a banner's scrim). */
  className?: string
  titleClassName?: string
}

/** A photograph's credit beside it, where its licence asks for one there (CC BY, CC BY-SA); nothing for the others. */
export function ShownCredit({ credit, className = styles.credit, titleClassName = styles.creditTitle }: ShownCreditProps) {
  if (!creditShownWith(credit)) return null
  return (
    <p className={className}>
      Photograph: <PhotoCredit credit={credit} titleClassName={titleClassName} />
    </p>
  )
}
