import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { Section, sectionIntros } from "../components/section"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import * as styles from "../styles/page.module.css"

const source = "content/pages/success.json"

export default function SuccessPage({ data }: PageProps<Queries.SuccessPageQuery>) {
  const page = required(data.pageJson, source)
  const { next } = sectionIntros(page.sections, "/success")
  return (
    <>
      <PageHeader {...pageHeaderProps(page)} />
      <Section id="next" title={next.title} text={next.text}>
        <div className={styles.actions}>
          <Link to="/safaris" className={styles.button}>
            Explore Safaris
          </Link>
          <Link to="/gallery" className={styles.button}>
            View the Gallery
          </Link>
        </div>
      </Section>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.SuccessPageQuery>) => (
  <PageSeo page={required(data.pageJson, source)} pathname={location.pathname} noindex />
)

export const query = graphql`
  query SuccessPage {
    pageJson(path: { eq: "/success" }) {
      ...PageSeo
      ...PageHeaderContent
      sections {
        ...SectionIntroContent
      }
    }
  }
`
