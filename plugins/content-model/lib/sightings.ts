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
import { holdingFirstPage } from "./gallery-pages"
import type { ResolverContext } from "./resolver-context"
import { safariBySlug, slugOf as safariSlugOf } from "./safaris"

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
 * Every post with its file (in gatsby develop a deleted post's file can go a moment before the post), newest first,
 * and each by its slug: read and sorted once per query, whose fields (a page's posts, their count, the species, the
 * months; a post's newer and older) would each read them again. GraphQL gives every resolver of one query the same
 * context object, and each query a new one, so a query never sees another's posts.
 */
function journalOf(context: ResolverContext): Promise<Journal> {
  const read = journalOfQuery.get(context) ?? readJournal(context)
  journalOfQuery.set(context, read)
  return read
}
type Journal = { posts: SightingNode[]; bySlug: ReadonlyMap<string, SightingNode> }
const journalOfQuery = new WeakMap<ResolverContext, Promise<Journal>>()

/** Every post, newest first. */
const everyPost = async (context: ResolverContext) => (await journalOf(context)).posts

/**
 * The query depends on the list of posts (findAll: any post added, changed or removed runs it again), not on each
 * post's file as well: a file is read for its name, which a post keeps for as long as it is the same post. One page
 * dependency a query rather than one a post: at 300 posts, a warm build after one new post ran 507 queries, each
 * reading every post's file (docs/performance.md, "A new post at ten times").
 */
async function readJournal(context: ResolverContext): Promise<Journal> {
  const { entries } = await context.nodeModel.findAll({ type: "SightingJson", query: {} })
  const posts = [...(entries as Iterable<SightingNode>)]
  const slugs = await Promise.all(posts.map((post) => postSlug(post, context, { track: false })))
  const bySlug = new Map(posts.flatMap((post, at) => (slugs[at] === null ? [] : [[slugs[at], post] as const])))
  return { posts: newestFirst(posts.filter((_, at) => slugs[at] !== null)), bySlug }
}

/** The post `step` places away in the journal's order (-1 the newer, 1 the older), or none. */
async function neighbour(post: SightingNode, step: number, context: ResolverContext): Promise<SightingNode | null> {
  const posts = await everyPost(context)
  const at = posts.findIndex((each) => each.id === post.id)
  return at === -1 ? null : (posts[at + step] ?? null)
}

/**
 * The journal's fields the posts' files do not hold: a post's slug and address (from its file's name), its first words
 * for lists, its safari, the posts before and after it; a safari's latest posts; and the root fields the journal's
 * pages query: one page of the posts a choice keeps (newest first), how many it keeps, and the species and months
 * that have posts, for the choices. Nothing here reads the day: a post is dated when it was seen, never ahead.
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
    newer: { type: "SightingJson", resolve: (post: SightingNode, _args: unknown, context: ResolverContext) => neighbour(post, -1, context) },
    older: { type: "SightingJson", resolve: (post: SightingNode, _args: unknown, context: ResolverContext) => neighbour(post, 1, context) },
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
        const post = (await journalOf(context)).bySlug.get(args.slug)
        if (post) return post
        throw new Error(`no post at ${postPath(args.slug)}: content/sightings/${args.slug}.json is missing`)
      },
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
  const result = await graphql<{
    allSightingJson: { nodes: Array<{ slug: string; path: string }> }
    journalPostCount: number
    journalSpecies: Array<{ name: string; posts: number }>
    journalMonths: Array<{ month: string; posts: number }>
  }>(`
    query JournalPages {
      allSightingJson {
        nodes {
          slug
          path
        }
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
  `)
  if (result.errors || !result.data) {
    reporter.panic(`The sightings journal's pages could not be made: ${String(result.errors)}`)
    return
  }
  const projectDir = projectDirectory(store)
  const post = path.join(projectDir, "src", "templates", "sighting.tsx")
  for (const { slug, path: address } of [...result.data.allSightingJson.nodes].sort((a, b) => a.slug.localeCompare(b.slug))) {
    if (slug) actions.createPage({ path: address, component: post, context: { slug } })
  }
  const list = path.join(projectDir, "src", "pages", "journal.tsx")
  const lists: Array<{ choice: JournalChoice; posts: number }> = [
    { choice: {}, posts: result.data.journalPostCount },
    ...result.data.journalSpecies.map((species) => ({ choice: { species: species.name }, posts: species.posts })),
    ...result.data.journalMonths.map((month) => ({ choice: { month: month.month }, posts: month.posts })),
  ]
  for (const { choice, posts } of lists) {
    // The journal's own first page is src/pages/journal.tsx's (onCreateJournalPage).
    for (let page = choice.species || choice.month ? 1 : 2; page <= journalPageCount(posts); page += 1) {
      const context = { species: choice.species ?? null, month: choice.month ?? null, skip: (page - 1) * POSTS_PER_PAGE, limit: POSTS_PER_PAGE }
      actions.createPage({ path: journalPagePath(choice, page), component: list, context })
    }
  }
}
