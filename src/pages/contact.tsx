import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { Section, sectionIntros } from "../components/section"
import { ContactLinks } from "../components/contact-links"
import { PageSeo } from "../components/seo"
import { useSiteDetails } from "../hooks/use-site-details"

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const { page } = data
  const { site } = useSiteDetails()
  const { links } = sectionIntros(page.sections, "/contact")
  return (
    <>
      <PageHeader {...pageHeaderProps(page)} />
      <Section id="links" title={links.title} text={links.text}>
        <ContactLinks email={site.email} phone={site.phone} directMessageUrl={site.directMessageUrl} />
      </Section>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.ContactPageQuery>) => <PageSeo page={data.page} pathname={location.pathname} />

export const query = graphql`
  query ContactPage($path: String!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
      sections {
        ...SectionIntroContent
      }
    }
  }
`
