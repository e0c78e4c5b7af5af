import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { JournalChoices } from "../components/journal/journal-choices"
import { JournalPostList } from "../components/journal/journal-post-list"
import { JournalPageLinks } from "../components/journal/journal-page-links"
import { PhotoCredits } from "../components/photo-credits"
import { PageSeo } from "../components/seo"
import { journalPageCount, journalPagePath, type JournalChoice } from "../lib/journal"
import { monthOf } from "../lib/departures"
import { pageNumber } from "../lib/page-number"
import * as styles from "../components/journal/journal.module.css"

/** Which posts a page of the journal lists (the content-model plugin's pages: /journal, /journal/2, /journal/species/otter, ...). */
type JournalPageContext = JournalChoice & { skip?: number | null; limit?: number | null }

/** The list on show: its choice, its name for visitors (none for every post), and its page and page count, from 1. */
function listOf(data: Queries.JournalPageQuery, context: JournalPageContext) {
  const choice: JournalChoice = { species: context.species ?? null, month: context.month ?? null }
  const name = choice.species ?? (choice.month ? monthOf(`${choice.month}-01`) : undefined)
  const count = journalPageCount(data.journalPostCount)
  const current = pageNumber(context)
  return { choice, name, current, count }
}

export default function JournalPage({ data, pageContext }: PageProps<Queries.JournalPageQuery, JournalPageContext>) {
  const { choice, name, current, count } = listOf(data, pageContext)
  return (
    <>
      <PageHeader {...pageHeaderProps(data.page)} />
      <div className={styles.body}>
        <div className={styles.listColumn}>
          <h2 className={styles.listTitle}>
            {name ? `${name}: ` : "Latest sightings: "}
            {data.journalPostCount === 1 ? "1 post" : `${data.journalPostCount} posts`}
          </h2>
          {/* On a phone the choices come after the list: the way to them comes first. */}
          <p className={styles.toChoices}>
            <a href="#choices">Choose a species or a month</a>
          </p>
          <JournalPostList posts={data.journalPosts} />
          <JournalPageLinks choice={choice} current={current} count={count} />
          {/* The credits of the photographs this page shows; those of every photograph are in /photo-licences.txt. */}
          <h2 className={styles.creditsTitle}>Photo credits</h2>
          <PhotoCredits photos={[...data.journalPosts.flatMap((post) => post.photos.slice(0, 1)), data.page.banner]} />
        </div>
        <JournalChoices species={data.journalSpecies} months={data.journalMonths} current={journalPagePath(choice)} />
      </div>
    </>
  )
}

export const Head = ({ data, location, pageContext }: HeadProps<Queries.JournalPageQuery, JournalPageContext>) => {
  const { name, current, count, choice } = listOf(data, pageContext)
  // Each list and each further page has a title of its own; the pages say which comes before and after them.
  const title = [data.page.title, name].filter(Boolean).join(": ") + (current > 1 ? `, page ${current}` : "")
  return (
    <PageSeo page={{ ...data.page, title }} pathname={location.pathname}>
      {current > 1 && <link rel="prev" href={journalPagePath(choice, current - 1)} />}
      {current < count && <link rel="next" href={journalPagePath(choice, current + 1)} />}
    </PageSeo>
  )
}

export const query = graphql`
  query JournalPage($path: String!, $species: String, $month: String, $skip: Int, $limit: Int) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
      banner {
        ...PhotoCredit
      }
    }
    journalPostCount(species: $species, month: $month)
    journalPosts(species: $species, month: $month, skip: $skip, limit: $limit) {
      ...JournalPostCard
    }
    journalSpecies {
      ...JournalSpeciesChoice
    }
    journalMonths {
      ...JournalMonthChoice
    }
  }
`
