import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
// The section's stylesheet before the photographs', in the order every page has them.
import { sectionIntros } from "../components/section"
// The finder's stylesheet (which composes the cards') before the photographs': cards before pictures, as on the journal.
import { SafariFinder } from "../components/finder/safari-finder"
import { SafariOption } from "../components/safari-option"
import { PageSeo } from "../components/seo"
import { required } from "../lib/required"
import { FINDER_ROUTE, type Filter } from "../lib/safari-finder"
import * as styles from "../styles/page.module.css"

/** The finder's page of one choice (/safaris/month/october) has it in its context; /safaris has none. */
type SafarisPageContext = { filter?: Filter }

const noChoice: Filter = {}

export default function SafarisPage({ data, pageContext }: PageProps<Queries.SafarisPageQuery, SafarisPageContext>) {
  const intros = sectionIntros(data.page.sections, "/safaris")
  return (
    <>
      <PageHeader {...pageHeaderProps(data.page)} />
      {/* Every safari, to its own page, beside the two lists of activities below. */}
      <SafariFinder
        safaris={data.safaris}
        words={required(data.safariFinderJson, "content/safari-finder.json")}
        intro={intros.finder}
        initial={pageContext.filter ?? noChoice}
      />
      <div className={styles.body}>
        {required(data.safariOptionsJson, "content/safari-options.json").sections.map((option) => (
          <SafariOption key={option.id} option={option} />
        ))}
      </div>
    </>
  )
}

// A page of one choice is the list of safaris seen another way: search engines are given /safaris as its address.
export const Head = ({ data }: HeadProps<Queries.SafarisPageQuery>) => <PageSeo page={data.page} pathname={FINDER_ROUTE} />

export const query = graphql`
  query SafarisPage($path: String!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
      sections {
        ...SectionIntroContent
      }
    }
    safaris {
      ...FinderSafari
    }
    safariFinderJson {
      ...FinderWords
    }
    safariOptionsJson {
      sections {
        ...SafariOptionContent
      }
    }
  }
`
