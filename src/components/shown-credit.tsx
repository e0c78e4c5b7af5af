import * as React from "react"
import { PhotoCredit } from "./photo-credit"
import { creditShownWith } from "../lib/credit-shown"

type ShownCreditProps = {
  credit: Queries.PhotoCreditTextFragment
  /** The line's and the title's classes, from the stylesheet of the component that shows the photograph. */
  className: string
  titleClassName: string
}

/** A photograph's credit beside it, where its licence asks for one there (CC BY, CC BY-SA); nothing for the others. */
export function ShownCredit({ credit, className, titleClassName }: ShownCreditProps) {
  if (!creditShownWith(credit)) return null
  return (
    <p className={className}>
      Photograph: <PhotoCredit credit={credit} titleClassName={titleClassName} />
    </p>
  )
}
