import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { PageSeo } from "../components/seo"
import { EnquiryForm } from "../enquiry/form"
import { useSiteDetails } from "../hooks/use-site-details"
import * as styles from "../styles/page.module.css"

export default function TripPage({ data }: PageProps<Queries.TripPageQuery>) {
  const { page } = data
  const { site } = useSiteDetails()
  return (
    <>
      <PageHeader {...pageHeaderProps(page)} title={`${page.heading} ${site.name}`} />
      <div className={styles.body}>
        <EnquiryForm businessEmail={site.email} safaris={data.safaris} />
      </div>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.TripPageQuery>) => <PageSeo page={data.page} pathname={location.pathname} />

export const query = graphql`
  query TripPage($path: String!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
    }
    safaris {
      slug
      title
      path
      upcomingDepartures {
        start
        end
        status
      }
    }
  }
`
