import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { AboutSection } from "../components/about-section"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"

const source = "content/pages/about.json"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return (
    <>
      <PageHeader {...pageHeaderProps(required(data.pageJson, source))} />
      {required(data.aboutJson, "content/about.json").sections.map((section) => (
        <AboutSection key={section.id} section={section} />
      ))}
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.AboutPageQuery>) => (
  <PageSeo page={required(data.pageJson, source)} pathname={location.pathname} />
)

export const query = graphql`
  query AboutPage {
    pageJson(path: { eq: "/about" }) {
      ...PageSeo
      ...PageHeaderContent
    }
    aboutJson {
      sections {
        ...AboutSectionContent
      }
    }
  }
`
