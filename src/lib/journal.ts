// The sightings journal: its addresses, its pages of posts, and the choices that list fewer of them (a species, a
// month). A page holds a bounded number of posts, so it weighs the same however many the guides write, and a page of
// older posts keeps its posts as new ones are written.
import { dateRange, monthOf } from "./departures"

export const JOURNAL_ROUTE = "/journal"

/** Posts on a page of the journal's older posts, a month or two of a busy season; its own page holds up to twice that less one. */
export const POSTS_PER_PAGE = 6

/** The journal's feed (Atom), linked from every page, and how many of the latest posts it holds. */
export const JOURNAL_FEED = "/journal/feed.xml"
export const FEED_POSTS = 20

/** How many of a safari's latest posts its page lists. */
export const LATEST_ON_SAFARI = 2

/** A name as the last part of an address: "White-tailed eagle" -> white-tailed-eagle. */
export const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

/** A post's own page: /journal/otters-at-loch-na-keal. */
export const postPath = (slug: string) => `${JOURNAL_ROUTE}/${slug}`

/** What a page of the journal lists: every post, a species' posts, or those of one month ("2026-10"). */
export type JournalChoice = { readonly species?: string | null; readonly month?: string | null }

/**
 * The address of the list a choice makes (/journal, /journal/species/otter, /journal/month/2026-10), or of its page
 * `page` of older posts, counted from the oldest (/journal/species/otter/2).
 */
export function journalPagePath(choice: JournalChoice, page?: number): string {
  const base = choice.species
    ? `${JOURNAL_ROUTE}/species/${slugOf(choice.species)}`
    : choice.month
      ? `${JOURNAL_ROUTE}/month/${choice.month}`
      : JOURNAL_ROUTE
  return page === undefined ? base : `${base}/${page}`
}

/**
 * One page of a list of posts: its address, its posts newest first, the pages of newer and of older posts (none
 * before the list's own page, none after its oldest), and on the list's own page how many posts the list holds.
 */
export type JournalListPage<T> = {
  path: string
  posts: T[]
  newer: string | null
  older: string | null
  count: number | null
}

/**
 * A page of the journal's context (the content-model plugin's pages): its list's choice, its posts by their slugs,
 * its neighbours and count (as JournalListPage), and the choices every page offers. A page reads its own posts alone,
 * not the list of posts, so a new post runs again the queries of the pages it is on, not of every page of posts.
 */
export type JournalListContext = {
  choice: { species: string | null; month: string | null }
  posts: string[]
  newer: string | null
  older: string | null
  count: number | null
  choices: { species: string[]; months: string[] }
}

/**
 * The pages of a choice's list, given its posts newest first. The pages of older posts are counted from the oldest
 * post: page 1 holds the first POSTS_PER_PAGE posts written, page 2 the next, so a page shows the same posts for good
 * and a new post changes the list's own page alone (and, each POSTS_PER_PAGE posts, makes a page of older posts and
 * gives the one before it a newer neighbour). The list's own page holds the rest, the newest: from POSTS_PER_PAGE to
 * twice that less one, or every post when there are fewer.
 */
export function journalListPages<T>(newestFirst: ReadonlyArray<T>, choice: JournalChoice): Array<JournalListPage<T>> {
  const oldestFirst = [...newestFirst].reverse()
  const numbered = Math.max(0, Math.floor(oldestFirst.length / POSTS_PER_PAGE) - 1)
  const own = journalPagePath(choice)
  const pathOf = (page: number) => journalPagePath(choice, page)
  const older = Array.from({ length: numbered }, (_, index) => ({
    path: pathOf(index + 1),
    posts: oldestFirst.slice(index * POSTS_PER_PAGE, (index + 1) * POSTS_PER_PAGE).reverse(),
    newer: index + 1 < numbered ? pathOf(index + 2) : own,
    older: index > 0 ? pathOf(index) : null,
    count: null,
  }))
  const newest = {
    path: own,
    posts: oldestFirst.slice(numbered * POSTS_PER_PAGE).reverse(),
    newer: null,
    older: numbered > 0 ? pathOf(numbered) : null,
    count: newestFirst.length,
  }
  return [newest, ...older.reverse()]
}

/**
 * The route whose content file a page of the journal shows: its further pages and its pages of one choice show the
 * journal's (/journal/2, /journal/species/otter, /journal/month/2026-10/2); a post's page is its own.
 */
export const journalRouteOf = (path: string) =>
  /^\/journal\/(\d+|species\/[^/]+(\/\d+)?|month\/\d{4}-\d{2}(\/\d+)?)$/.test(path) ? JOURNAL_ROUTE : undefined

type Dated = { readonly date: string; readonly title: string }

/** Newest first; on one day, by title, so the order never depends on the order files were read in. */
export const newestFirst = <T extends Dated>(posts: ReadonlyArray<T>): T[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, "en-GB"))

type Post = Dated & { readonly species: ReadonlyArray<string> }

/** The posts a choice keeps: those naming the species (by its address's name, so any spelling of one name matches), or of the month. */
export function chosenPosts<T extends Post>(posts: ReadonlyArray<T>, choice: JournalChoice): T[] {
  return posts.filter(
    (post) =>
      (!choice.species || post.species.some((species) => slugOf(species) === slugOf(choice.species ?? ""))) &&
      (!choice.month || post.date.startsWith(`${choice.month}-`))
  )
}

/** Each month that has posts, newest first, with how many: [{ month: "2026-10", name: "October 2026", posts: 3 }]. */
export function monthsWithPosts(posts: ReadonlyArray<Dated>): Array<{ month: string; name: string; posts: number }> {
  const counts = new Map<string, number>()
  for (const post of posts) counts.set(post.date.slice(0, 7), (counts.get(post.date.slice(0, 7)) ?? 0) + 1)
  return [...counts].sort((a, b) => b[0].localeCompare(a[0])).map(([month, count]) => ({ month, name: monthOf(`${month}-01`), posts: count }))
}

/** Each species of the office's list that posts name, in the list's order, with how many posts name it. */
export function speciesWithPosts(list: ReadonlyArray<string>, posts: ReadonlyArray<Post>): Array<{ name: string; posts: number }> {
  return list
    .map((name) => ({ name, posts: posts.filter((post) => post.species.some((species) => slugOf(species) === slugOf(name))).length }))
    .filter((species) => species.posts > 0)
}

/** A post's day as visitors read it: "14 October 2026". */
export const postDate = (day: string) => dateRange(day, day)

/** A post's first words for a list of posts: its first paragraph, cut at a sentence or a word within `length` characters. */
export function summaryOf(story: ReadonlyArray<string>, length = 160): string {
  const first = (story[0] ?? "").trim()
  if (first.length <= length) return first
  const cut = first.slice(0, length)
  const sentence = cut.lastIndexOf(". ")
  if (sentence > length / 2) return cut.slice(0, sentence + 1)
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`
}
