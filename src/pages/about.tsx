import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { AboutSection } from "../components/about-section"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return (
    <>
      <PageHeader {...pageHeaderProps(data.page)} />
      {required(data.aboutJson, "content/about.json").sections.map((section) => (
        <AboutSection key={section.id} section={section} />
      ))}
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.AboutPageQuery>) => <PageSeo page={data.page} pathname={location.pathname} />

export const query = graphql`
  query AboutPage($path: String!) {
    page(path: $path) {
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
