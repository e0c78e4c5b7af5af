import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, bannerProps } from "../page-header"
import { Seo, shareImage } from "../seo"
import { ALL_DEPARTURES_CALENDAR, departuresPageCount, departuresPagePath } from "../../lib/departure-pages"
import { DepartureMonths } from "./departure-months"
import { DeparturesPageLinks } from "./departures-page-links"
import { pageNumber } from "../../lib/page-number"
import * as styles from "./departures-page.module.css"

// Made by plugins/content-model (lib/departure-pages.ts) for /departures and each further page, not from src/pages:
// its words are the site's own, and its banner is the safaris page's.
const TITLE = "Group departures"
const TEXT = "The dates our small groups set off, month by month, for every safari. Join one, or ask us for dates of your own."
const DESCRIPTION = "Every group departure of our Scottish wildlife and adventure safaris, month by month, with the places left and how to join."

/** Which departures a page shows (/departures, /departures/2, ...). */
type DeparturesPageContext = { skip?: number | null; limit?: number | null }

/** The page on show and how many there are, from 1. */
function pagesOf(data: Queries.DeparturesPageQuery, context: DeparturesPageContext) {
  const count = departuresPageCount(data.departureCount)
  const current = pageNumber(context)
  return { current, count }
}

export default function DeparturesPage({ data, pageContext }: PageProps<Queries.DeparturesPageQuery, DeparturesPageContext>) {
  const pages = pagesOf(data, pageContext)
  return (
    <>
      <PageHeader title={TITLE} text={TEXT} {...bannerProps(data.safarisPage.banner)} />
      <div className={styles.body}>
        <p className={styles.lead}>
          Each departure is a small group travelling with one of our guides. It is guaranteed to run once enough guests have booked.
        </p>
        <p className={styles.calendar}>
          <a href={ALL_DEPARTURES_CALENDAR} className={styles.calendarLink}>
            Add every departure to your calendar
          </a>
        </p>
        <DepartureMonths departures={data.departuresOnPage} later={pages.current < pages.count} />
        <DeparturesPageLinks {...pages} />
      </div>
    </>
  )
}

export const Head = ({ data, location, pageContext }: HeadProps<Queries.DeparturesPageQuery, DeparturesPageContext>) => {
  const { current, count } = pagesOf(data, pageContext)
  return (
    <Seo
      title={current > 1 ? `${TITLE}, page ${current}` : TITLE}
      description={DESCRIPTION}
      pathname={location.pathname}
      image={shareImage(data.safarisPage.banner)}
    >
      {current > 1 && <link rel="prev" href={departuresPagePath(current - 1)} />}
      {current < count && <link rel="next" href={departuresPagePath(current + 1)} />}
    </Seo>
  )
}

export const query = graphql`
  query DeparturesPage($skip: Int, $limit: Int) {
    safarisPage: page(path: "/safaris") {
      banner {
        ...BannerPhoto
        ...SharePhoto
      }
    }
    departureCount
    departuresOnPage(skip: $skip, limit: $limit) {
      ...DepartureEntry
    }
  }
`
