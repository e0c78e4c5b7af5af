import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import * as styles from "../styles/page.module.css"

const source = "content/pages/404.json"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return (
    <>
      <PageHeader {...pageHeaderProps(required(data.pageJson, source))} />
      <div className={styles.body}>
        <Link to="/" className={styles.button}>
          Go Back Home
        </Link>
      </div>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.NotFoundPageQuery>) => (
  <PageSeo page={required(data.pageJson, source)} pathname={location.pathname} noindex />
)

export const query = graphql`
  query NotFoundPage {
    pageJson(path: { eq: "/404" }) {
      ...PageSeo
      ...PageHeaderContent
    }
  }
`
