import * as React from "react"
import { Link } from "gatsby"
import { budgetBandFor, pounds } from "../../lib/guide-price"
import { tripLinkFor } from "../../lib/safari-links"
import * as pageStyles from "../../styles/page.module.css"
import * as styles from "./safari.module.css"

type SafariPriceProps = { slug: string; title: string; priceFrom: number; priceNote: string }

/** The guide price, the trip form's budget band it falls in, and the call to action that starts the enquiry. */
export function SafariPrice({ slug, title, priceFrom, priceNote }: SafariPriceProps) {
  return (
    <div className={styles.price}>
      <p>
        Guide price <strong className={styles.amount}>from {pounds(priceFrom)} per person</strong> {priceNote}.
      </p>
      <p className={styles.band}>In the trip form&apos;s budgets: {budgetBandFor(priceFrom).label} per person.</p>
      <Link to={tripLinkFor(slug)} className={pageStyles.button}>
        Plan this safari<span className="visually-hidden"> for {title}</span>
      </Link>
    </div>
  )
}
