import * as React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { Section, sectionIntros } from "../components/section"
import { PageSeo } from "../components/seo"
import * as styles from "../styles/page.module.css"

export default function SuccessPage({ data }: PageProps<Queries.SuccessPageQuery>) {
  const { page } = data
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

export const Head = ({ data, location }: HeadProps<Queries.SuccessPageQuery>) => <PageSeo page={data.page} pathname={location.pathname} noindex />

export const query = graphql`
  query SuccessPage($path: String!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
      sections {
        ...SectionIntroContent
      }
    }
  }
`
