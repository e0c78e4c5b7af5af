import path from "path"
import type { GatsbyNode } from "gatsby"
import { projectDirectory } from "../../../lib/gatsby-internals.mjs"
import {
  chosenPosts,
  JOURNAL_ROUTE,
  journalPageCount,
  journalPagePath,
  LATEST_ON_SAFARI,
  monthsWithPosts,
  newestFirst,
  POSTS_PER_PAGE,
  postPath,
  speciesWithPosts,
  summaryOf,
  type JournalChoice,
} from "../../../src/lib/journal"
import { entrySlug } from "./collections"
import { entryBySlug } from "./entry-by-slug"
import { holdingFirstPage } from "./gallery-pages"
import type { ResolverContext } from "./resolver-context"
import { safariBySlug, slugOf as safariSlugOf } from "./safaris"
import { dataForPages } from "./pages-not-made"

type SightingNode = {
  id: string
  parent: string | null
  title: string
  date: string
  species: ReadonlyArray<string>
  safari?: string | null
  story: ReadonlyArray<string>
}
type FileNode = { name: string }
type SpeciesFile = { species: ReadonlyArray<{ name: string }> }
type PageSlice = JournalChoice & { skip?: number | null; limit?: number | null }

export const sightingTypeDefs = `
type JournalSpecies {
  name: String!
  path: String!
  posts: Int!
}
type JournalMonth {
  month: String!
  name: String!
  path: String!
  posts: Int!
}`

/**
 * A post's slug: its file's name in content/sightings/, the last part of its address. `track: false` when the page
 * depends on the list of posts the post was read from rather than on its file alone.
 */
async function postSlug(post: SightingNode, context: ResolverContext, dependency?: { track: false }): Promise<string | null> {
  const file = post.parent ? ((await context.nodeModel.getNodeById({ id: post.parent }, dependency)) as FileNode | null) : null
  return file ? entrySlug(file.name) : null
}

/**
 * Every post with its file (in gatsby develop a deleted post's file can go a moment before the post), newest first:
 * read and sorted once per query, whose fields (a page's posts, their count, the species, the months; a safari's
 * latest posts) would each read them again. GraphQL gives every resolver of one query the same context object, and
 * each query a new one, so a query never sees another's posts.
 */
function everyPost(context: ResolverContext): Promise<SightingNode[]> {
  const read = postsOfQuery.get(context) ?? readEveryPost(context)
  postsOfQuery.set(context, read)
  return read
}
const postsOfQuery = new WeakMap<ResolverContext, Promise<SightingNode[]>>()

/**
 * The query depends on the list of posts (findAll: any post added, changed or removed runs it again), not on each
 * post's file as well: a file is read for its name, which a post keeps for as long as it is the same post. One page
 * dependency a query rather than one a post: at 300 posts, a warm build after one new post ran 507 queries, each
 * reading every post's file (docs/performance.md, "A new post at ten times").
 */
async function readEveryPost(context: ResolverContext): Promise<SightingNode[]> {
  const { entries } = await context.nodeModel.findAll({ type: "SightingJson", query: {} })
  const posts = [...(entries as Iterable<SightingNode>)]
  const slugs = await Promise.all(posts.map((post) => postSlug(post, context, { track: false })))
  return newestFirst(posts.filter((_, at) => slugs[at] !== null))
}

/**
 * The journal's fields the posts' files do not hold: a post's slug and address (from its file's name), its first words
 * for lists, its safari; a safari's latest posts; and the root fields the journal's pages query: a post by its slug
 * (its page's own, and its newer and older), one page of the posts a choice keeps (newest first), how many it keeps,
 * and the species and months that have posts, for the choices. Nothing here reads the day: a post is dated when it was seen, never ahead.
 */
export const sightingResolvers = {
  SightingJson: {
    slug: { type: "String!", resolve: async (post: SightingNode, _args: unknown, context: ResolverContext) => (await postSlug(post, context)) ?? "" },
    path: {
      type: "String!",
      resolve: async (post: SightingNode, _args: unknown, context: ResolverContext) => postPath((await postSlug(post, context)) ?? ""),
    },
    summary: { type: "String!", resolve: (post: SightingNode) => summaryOf(post.story) },
    seenOn: {
      type: "SafariJson",
      resolve: (post: SightingNode, _args: unknown, context: ResolverContext) => (post.safari ? safariBySlug(post.safari, context) : null),
    },
  },
  SafariJson: {
    // The safari's own latest posts: its page's data carries those few alone.
    latestSightings: {
      type: "[SightingJson!]!",
      resolve: async (safari: { id: string; parent: string | null; title: string }, _args: unknown, context: ResolverContext) => {
        const slug = await safariSlugOf(safari, context).catch(() => null)
        return (await everyPost(context)).filter((post) => slug !== null && post.safari === slug).slice(0, LATEST_ON_SAFARI)
      },
    },
  },
  Query: {
    // One post, never null: its page is made only for a post there is.
    sighting: {
      type: "SightingJson!",
      args: { slug: "String!" },
      resolve: async (_source: unknown, args: { slug: string }, context: ResolverContext) => {
        const post = await entryBySlug<SightingNode>("sightings", args.slug, context)
        if (post) return post
        throw new Error(`no post at ${postPath(args.slug)}: content/sightings/${args.slug}.json is missing`)
      },
    },
    // A post's page's newer or older post, named in the page's context (createJournalPages); none for the first or last.
    sightingNeighbour: {
      type: "SightingJson",
      args: { slug: "String" },
      resolve: (_source: unknown, args: { slug?: string | null }, context: ResolverContext) =>
        args.slug ? entryBySlug<SightingNode>("sightings", args.slug, context) : null,
    },
    journalPosts: {
      type: "[SightingJson!]!",
      args: { species: "String", month: "String", skip: "Int", limit: "Int" },
      resolve: async (_source: unknown, { species, month, skip, limit }: PageSlice, context: ResolverContext) => {
        const from = skip ?? 0
        return chosenPosts(await everyPost(context), { species, month }).slice(from, typeof limit === "number" ? from + limit : undefined)
      },
    },
    journalPostCount: {
      type: "Int!",
      args: { species: "String", month: "String" },
      resolve: async (_source: unknown, choice: JournalChoice, context: ResolverContext) => chosenPosts(await everyPost(context), choice).length,
    },
    journalSpecies: {
      type: "[JournalSpecies!]!",
      resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => {
        const list = (await context.nodeModel.findOne({ type: "SpeciesJson", query: {} })) as SpeciesFile | null
        const names = (list?.species ?? []).map((species) => species.name)
        return speciesWithPosts(names, await everyPost(context)).map((species) => ({
          ...species,
          path: journalPagePath({ species: species.name }),
        }))
      },
    },
    journalMonths: {
      type: "[JournalMonth!]!",
      resolve: async (_source: unknown, _args: unknown, context: ResolverContext) =>
        monthsWithPosts(await everyPost(context)).map((month) => ({ ...month, path: journalPagePath({ month: month.month }) })),
    },
  },
}

/** The journal's own page (src/pages/journal.tsx) holds its first page of posts. */
export const onCreateJournalPage = holdingFirstPage(JOURNAL_ROUTE, POSTS_PER_PAGE)

/**
 * A page per post (/journal/ and its file's name); the journal's further pages (/journal/2); and for each species and
 * month with posts, its own pages (/journal/species/otter, /journal/month/2026-10, and their further pages), made by
 * the journal's page file with the choice in their context, so a browser without JavaScript follows a choice's link
 * to its page. Made again whenever the content changes, so a post written while editing shows.
 */
export const createJournalPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const data = await dataForPages<{
    journalPosts: Array<{ slug: string; path: string }>
    journalPostCount: number
    journalSpecies: Array<{ name: string; posts: number }>
    journalMonths: Array<{ month: string; posts: number }>
  }>(
    { graphql, reporter },
    "The sightings journal's pages",
    `
    query JournalPages {
      journalPosts {
        slug
        path
      }
      journalPostCount
      journalSpecies {
        name
        posts
      }
      journalMonths {
        month
        posts
      }
    }
  `
  )
  if (!data) return
  const projectDir = projectDirectory(store)
  const post = path.join(projectDir, "src", "templates", "sighting.tsx")
  // Each post's page is told its newer and older posts, so it reads those two and itself, not the list of posts: a new
  // post runs again the query of the post before it alone (docs/performance.md, "A new post at ten times").
  const posts = data.journalPosts
  const pages = posts.map(({ slug, path: address }, at) => ({
    path: address,
    context: { slug, newer: posts[at - 1]?.slug ?? null, older: posts[at + 1]?.slug ?? null },
  }))
  for (const page of pages.sort((a, b) => a.context.slug.localeCompare(b.context.slug))) {
    actions.createPage({ ...page, component: post })
  }
  const list = path.join(projectDir, "src", "pages", "journal.tsx")
  const lists: Array<{ choice: JournalChoice; posts: number }> = [
    { choice: {}, posts: data.journalPostCount },
    ...data.journalSpecies.map((species) => ({ choice: { species: species.name }, posts: species.posts })),
    ...data.journalMonths.map((month) => ({ choice: { month: month.month }, posts: month.posts })),
  ]
  for (const { choice, posts } of lists) {
    // The journal's own first page is src/pages/journal.tsx's (onCreateJournalPage).
    for (let page = choice.species || choice.month ? 1 : 2; page <= journalPageCount(posts); page += 1) {
      const context = { species: choice.species ?? null, month: choice.month ?? null, skip: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE }
      actions.createPage({ path: journalPagePath(choice, page), component: list, context })
    }
  }
}
