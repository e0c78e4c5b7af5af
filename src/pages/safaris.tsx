import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
// The section's stylesheet before the photographs', in the order every page has them.
import { Section } from "../components/section"
import { SafariOption } from "../components/safari-option"
import { SafariLinks } from "../components/safari/safari-links"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import { countInWords } from "../lib/count-in-words"
import * as styles from "../styles/page.module.css"

export default function SafarisPage({ data }: PageProps<Queries.SafarisPageQuery>) {
  return (
    <>
      <PageHeader {...pageHeaderProps(data.page)} />
      {/* Each safari's own page, beside the two lists of activities below. */}
      <Section id="our-safaris" title={`Our ${countInWords(data.safaris.length)} safaris`} tone="mist">
        <SafariLinks cards={data.safaris} />
      </Section>
      <div className={styles.body}>
        {required(data.safariOptionsJson, "content/safari-options.json").sections.map((option) => (
          <SafariOption key={option.id} option={option} />
        ))}
      </div>
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.SafarisPageQuery>) => <PageSeo page={data.page} pathname={location.pathname} />

export const query = graphql`
  query SafarisPage($path: String!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
    }
    safaris {
      ...SafariCardContent
    }
    safariOptionsJson {
      sections {
        ...SafariOptionContent
      }
    }
  }
`
