import * as React from "react"
import { departuresPagePath } from "../../lib/departure-pages"
import { PageLinks } from "../page-links/page-links"
import * as styles from "./departures-page.module.css"

/** Links to the other pages of departures: earlier, each by its number, later. None when they fit on one. */
export function DeparturesPageLinks({ current, count }: { current: number; count: number }) {
  return (
    <PageLinks
      current={current}
      count={count}
      pathOf={departuresPagePath}
      of="departures"
      name="Pages of departures"
      previous={["Earlier", " departures"]}
      next={["Later", " departures"]}
      className={styles.pages}
    />
  )
}
