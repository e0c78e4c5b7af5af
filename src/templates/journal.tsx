import * as React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHeader, pageHeaderProps } from "../components/page-header"
import { JournalChoices } from "../components/journal/journal-choices"
import { JournalPostList } from "../components/journal/journal-post-list"
import { JournalPageLinks } from "../components/journal/journal-page-links"
import { PhotoCredits } from "../components/photo-credits"
import { PageSeo } from "../components/seo"
import { journalPagePath, type JournalListContext } from "../lib/journal"
import { dateRange, monthOf } from "../lib/departures"
import * as styles from "../components/journal/journal.module.css"

/**
 * What a page of the journal says it lists: its choice's name (none for every post), and on the list's own page how
 * many posts the list has, on a page of older posts the days they span ("Otter: 3–19 March 2026").
 */
function listOf(data: Queries.JournalPageQuery, context: JournalListContext) {
  const { species, month } = context.choice
  const name = species ?? (month ? monthOf(`${month}-01`) : undefined)
  const posts = data.journalPosts
  const span = posts.length > 0 ? dateRange(posts[posts.length - 1].date, posts[0].date) : ""
  const heading =
    context.count === null
      ? `${name ?? "Sightings"}: ${span}`
      : `${name ?? "Latest sightings"}: ${context.count === 1 ? "1 post" : `${context.count} posts`}`
  return { name, span, heading }
}

/** A page of the journal's posts: every post, a species' or a month's (the content-model plugin makes them all). */
export default function JournalPage({ data, pageContext }: PageProps<Queries.JournalPageQuery, JournalListContext>) {
  const { heading } = listOf(data, pageContext)
  return (
    <>
      <PageHeader {...pageHeaderProps(data.page)} />
      <div className={styles.body}>
        <div className={styles.listColumn}>
          <h2 className={styles.listTitle}>{heading}</h2>
          {/* On a phone the choices come after the list: the way to them comes first. */}
          <p className={styles.toChoices}>
            <a href="#choices">Choose a species or a month</a>
          </p>
          <JournalPostList posts={data.journalPosts} />
          <JournalPageLinks newer={pageContext.newer} older={pageContext.older} />
          {/* The credits of the photographs this page shows; those of every photograph are in /photo-licences.txt. */}
          <h2 className={styles.creditsTitle}>Photo credits</h2>
          <PhotoCredits photos={[...data.journalPosts.flatMap((post) => post.photos.slice(0, 1)), data.page.banner]} />
        </div>
        <JournalChoices {...pageContext.choices} current={journalPagePath(pageContext.choice)} />
      </div>
    </>
  )
}

export const Head = ({ data, location, pageContext }: HeadProps<Queries.JournalPageQuery, JournalListContext>) => {
  const { name, span } = listOf(data, pageContext)
  // Each list and each page of older posts has a title of its own; the pages say which come before and after them.
  const title = [data.page.title, name].filter(Boolean).join(": ") + (pageContext.count === null ? `, ${span}` : "")
  return (
    <PageSeo page={{ ...data.page, title }} pathname={location.pathname}>
      {pageContext.newer && <link rel="prev" href={pageContext.newer} />}
      {pageContext.older && <link rel="next" href={pageContext.older} />}
    </PageSeo>
  )
}

export const query = graphql`
  query JournalPage($path: String!, $posts: [String!]!) {
    page(path: $path) {
      ...PageSeo
      ...PageHeaderContent
      banner {
        ...PhotoCredit
      }
    }
    journalPosts: sightings(slugs: $posts) {
      ...JournalPostCard
    }
  }
`
