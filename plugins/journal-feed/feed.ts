import { Feed } from "feed"
import { postDate } from "../../src/lib/journal"
import { noon } from "../../src/lib/departures"

export type FeedPost = {
  readonly title: string
  readonly path: string
  readonly date: string
  readonly place: string
  readonly species: ReadonlyArray<string>
  readonly summary: string
  readonly story: ReadonlyArray<string>
  /** The first photograph, its address on the site (a JPEG the build made) and what it shows. */
  readonly photo?: { readonly src: string; readonly alt: string } | null
}

type JournalFeed = {
  /** The business's name, the feed's author. */
  readonly business: string
  readonly siteUrl: string
  /** The feed's own address on the site (/journal/feed.xml) and the page it follows (/journal). */
  readonly feedPath: string
  readonly pagePath: string
  readonly title: string
  readonly description: string
  /** Newest first. */
  readonly posts: ReadonlyArray<FeedPost>
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/**
 * The journal's latest posts as an Atom feed (RFC 4287, written by the `feed` library): each entry with its page's
 * absolute address as its id (so a reader never shows a post twice), its day, its species as categories, its first
 * photograph and its story. Updated on the day of the newest post, so an unchanged journal gives an unchanged feed.
 */
export function journalFeed(journal: JournalFeed): string {
  const { siteUrl, posts } = journal
  const author = { name: journal.business, link: siteUrl }
  const feed = new Feed({
    id: `${siteUrl}${journal.pagePath}`,
    link: `${siteUrl}${journal.pagePath}`,
    title: journal.title,
    description: journal.description,
    language: "en-GB",
    copyright: `© ${journal.business}`,
    updated: noon(posts[0]?.date ?? "2026-01-01"),
    feedLinks: { atom: `${siteUrl}${journal.feedPath}` },
    author,
  })
  for (const post of posts) {
    const url = `${siteUrl}${post.path}`
    const photo = post.photo ? `<p><img src="${escape(`${siteUrl}${post.photo.src}`)}" alt="${escape(post.photo.alt)}"></p>` : ""
    const story = post.story.map((paragraph) => `<p>${escape(paragraph)}</p>`).join("")
    feed.addItem({
      id: url,
      link: url,
      title: post.title,
      date: noon(post.date),
      published: noon(post.date),
      description: `${postDate(post.date)}, ${post.place}. ${post.summary}`,
      content: `${photo}<p>${escape(`${postDate(post.date)}, ${post.place}`)}</p>${story}`,
      category: post.species.map((name) => ({ name, term: name })),
      author: [author],
      ...(post.photo ? { image: `${siteUrl}${post.photo.src}` } : {}),
    })
  }
  return feed.atom1()
}
