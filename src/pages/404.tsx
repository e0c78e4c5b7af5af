import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { PageSeo } from "../components/seo"
import * as styles from "../styles/page.module.css"

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return (
    <>
      <PageHeader {...pageHeaderProps(data.page)} />
      <div className={styles.body}>
        <Link to="/" className={styles.button}>
          Go Back Home
        </Link>
      </div>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.NotFoundPageQuery>) => <PageSeo page={data.page} pathname={location.pathname} noindex />

export const query = graphql`
  query NotFoundPage($path: String!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
    }
  }
`
