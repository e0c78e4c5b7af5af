import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { GuideList } from "../components/guide-list"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import * as styles from "../styles/page.module.css"

export default function GuidesPage({ data }: PageProps<Queries.GuidesPageQuery>) {
  const guides = required(data.guidesJson, "content/guides.json")
  return (
    <>
      <PageHeader {...pageHeaderProps(data.page)} />
      <div className={styles.body}>
        <p className={styles.lead}>{guides.intro}</p>
        <GuideList guides={guides.guides} />
      </div>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.GuidesPageQuery>) => <PageSeo page={data.page} pathname={location.pathname} />

export const query = graphql`
  query GuidesPage($path: String!) {
    page(path: $path) {
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
