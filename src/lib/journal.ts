// The sightings journal: its addresses, its pages of posts, and the choices that list fewer of them (a species, a
// month). A page holds a fixed number of posts, so it weighs the same however many the guides write.
import { dateRange, monthOf } from "./departures"

export const JOURNAL_ROUTE = "/journal"

/** Posts on one page of the journal: a month or two of a busy season. */
export const POSTS_PER_PAGE = 8

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

/** The address of the list a choice makes, its page `page` from 1: /journal, /journal/species/otter/2, /journal/month/2026-10. */
export function journalPagePath(choice: JournalChoice, page = 1): string {
  const base = choice.species
    ? `${JOURNAL_ROUTE}/species/${slugOf(choice.species)}`
    : choice.month
      ? `${JOURNAL_ROUTE}/month/${choice.month}`
      : JOURNAL_ROUTE
  return page <= 1 ? base : `${base}/${page}`
}

/** How many pages `posts` posts take (one at least: the page that says there are none yet). */
export const journalPageCount = (posts: number) => Math.max(1, Math.ceil(posts / POSTS_PER_PAGE))

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

/** One page of a list of posts, from 1. */
export const postsOnPage = <T>(posts: ReadonlyArray<T>, page: number): T[] => posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)

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
