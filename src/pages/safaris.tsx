import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { SafariOption } from "../components/safari-option"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import * as styles from "../styles/page.module.css"

const source = "content/pages/safaris.json"

export default function SafarisPage({ data }: PageProps<Queries.SafarisPageQuery>) {
  return (
    <>
      <PageHeader {...pageHeaderProps(required(data.pageJson, source))} />
      <div className={styles.body}>
        {required(data.safariOptionsJson, "content/safari-options.json").sections.map((option) => (
          <SafariOption key={option.id} option={option} />
        ))}
      </div>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.SafarisPageQuery>) => (
  <PageSeo page={required(data.pageJson, source)} pathname={location.pathname} />
)

export const query = graphql`
  query SafarisPage {
    pageJson(path: { eq: "/safaris" }) {
      ...PageSeo
      ...PageHeaderContent
    }
    safariOptionsJson {
      sections {
        ...SafariOptionContent
      }
    }
  }
`
