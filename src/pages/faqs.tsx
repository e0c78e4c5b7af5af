import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { FaqList } from "../components/faq-list"
import { PageSeo } from "../components/seo"
import { JsonLd } from "../components/json-ld"
import { faqPage } from "../lib/structured-data"
import { required } from "../lib/required"
import * as styles from "../styles/page.module.css"

export default function FaqsPage({ data }: PageProps<Queries.FaqsPageQuery>) {
  return (
    <>
      <PageHeader {...pageHeaderProps(data.page)} />
      <div className={styles.body}>
        <FaqList faqs={required(data.faqsJson, "content/faqs.json").faqs} headingLevel="h2" />
      </div>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.FaqsPageQuery>) => (
  <PageSeo page={data.page} pathname={location.pathname}>
    <JsonLd data={faqPage(required(data.faqsJson, "content/faqs.json").faqs)} />
  </PageSeo>
)

export const query = graphql`
  query FaqsPage($path: String!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
    }
    faqsJson {
      faqs {
        ...FaqItemContent
      }
    }
  }
`
