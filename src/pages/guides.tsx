import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { GuideList } from "../components/guide-list"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import * as styles from "../styles/page.module.css"

const source = "content/pages/guides.json"

export default function GuidesPage({ data }: PageProps<Queries.GuidesPageQuery>) {
  const guides = required(data.guidesJson, "content/guides.json")
  return (
    <>
      <PageHeader {...pageHeaderProps(required(data.pageJson, source))} />
      <div className={styles.body}>
        <p className={styles.lead}>{guides.intro}</p>
        <GuideList guides={guides.guides} />
      </div>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.GuidesPageQuery>) => (
  <PageSeo page={required(data.pageJson, source)} pathname={location.pathname} />
)

export const query = graphql`
  query GuidesPage {
    pageJson(path: { eq: "/guides" }) {
      ...PageSeo
      ...PageHeaderContent
    }
    guidesJson {
      intro
      guides {
        ...GuideContent
      }
    }
  }
`
