import path from "path"
import type { GatsbyNode } from "gatsby"
import { projectDirectory } from "../../../lib/gatsby-internals.mjs"
import {
  chosenPosts,
  journalListPages,
  monthsWithPosts,
  newestFirst,
  postPath,
  speciesWithPosts,
  summaryOf,
  type JournalChoice,
  type JournalListContext,
} from "../../../src/lib/journal"
import { entrySlug } from "./collections"
import { entryBySlug } from "./entry-by-slug"
import type { ResolverContext } from "./resolver-context"
import { safariBySlug } from "./safaris"
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
type PostOfList = { slug: string; path: string; date: string; title: string; species: ReadonlyArray<string> }

export const sightingTypeDefs = `
type JournalSpecies {
  name: String!
  posts: Int!
}
type JournalMonth {
  month: String!
  name: String!
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
 * read and sorted once per query, whose fields (the posts, the species, the months) would each read them again.
 * GraphQL gives every resolver of one query the same context object, and each query a new one, so a query never sees
 * another's posts.
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
 * dependency a query rather than one a post (docs/performance.md, "A new post at ten times").
 */
async function readEveryPost(context: ResolverContext): Promise<SightingNode[]> {
  const { entries } = await context.nodeModel.findAll({ type: "SightingJson", query: {} })
  const posts = [...(entries as Iterable<SightingNode>)]
  const slugs = await Promise.all(posts.map((post) => postSlug(post, context, { track: false })))
  return newestFirst(posts.filter((_, at) => slugs[at] !== null))
}

/**
 * The journal's fields the posts' files do not hold: a post's slug and address (from its file's name), its first words
 * for lists, its safari; and the root fields the journal's pages query: a post by its slug (its page's own, and its
 * newer and older), the posts a page of posts (or a safari's page) lists, by their slugs; and for making those pages,
 * every post newest first (or the latest few, for the home page and the feed), and the species and months that have
 * posts. Nothing here reads the day: a post is dated when it was seen, never ahead.
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
    // The posts a page lists, named by their slugs in its context (createJournalPages, createSafariPages), in that order.
    sightings: {
      type: "[SightingJson!]!",
      args: { slugs: "[String!]!" },
      resolve: async (_source: unknown, args: { slugs: ReadonlyArray<string> }, context: ResolverContext) => {
        const posts = await Promise.all(args.slugs.map((slug) => entryBySlug<SightingNode>("sightings", slug, context)))
        return posts.filter((post): post is SightingNode => post !== null)
      },
    },
    // Every post, newest first, or the latest `limit` (the home page's).
    journalPosts: {
      type: "[SightingJson!]!",
      args: { limit: "Int" },
      resolve: async (_source: unknown, { limit }: { limit?: number | null }, context: ResolverContext) =>
        (await everyPost(context)).slice(0, typeof limit === "number" ? limit : undefined),
    },
    journalSpecies: {
      type: "[JournalSpecies!]!",
      resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => {
        const list = (await context.nodeModel.findOne({ type: "SpeciesJson", query: {} })) as SpeciesFile | null
        const names = (list?.species ?? []).map((species) => species.name)
        return speciesWithPosts(names, await everyPost(context))
      },
    },
    journalMonths: {
      type: "[JournalMonth!]!",
      resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => monthsWithPosts(await everyPost(context)),
    },
  },
}

/**
 * A page per post (/journal/ and its file's name); the journal's own page and its pages of older posts (/journal,
 * /journal/1); and for each species and month with posts, its own pages (/journal/species/otter,
 * /journal/month/2026-10, and their pages of older posts), so a browser without JavaScript follows a choice's link to
 * its page. Each page is given what it shows in its context (journalListPages): a new post changes the context, and
 * runs the query, of the pages it is on and of its neighbours alone. Made again whenever the content changes, so a
 * post written while editing shows.
 */
export const createJournalPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const data = await dataForPages<{
    journalPosts: PostOfList[]
    journalSpecies: Array<{ name: string }>
    journalMonths: Array<{ month: string }>
  }>(
    { graphql, reporter },
    "The sightings journal's pages",
    `
    query JournalPages {
      journalPosts {
        slug
        path
        date
        title
        species
      }
      journalSpecies {
        name
      }
      journalMonths {
        month
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
  const list = path.join(projectDir, "src", "templates", "journal.tsx")
  const choices = { species: data.journalSpecies.map((species) => species.name), months: data.journalMonths.map((month) => month.month) }
  const lists: JournalChoice[] = [{}, ...choices.species.map((species) => ({ species })), ...choices.months.map((month) => ({ month }))]
  for (const choice of lists) {
    for (const page of journalListPages(chosenPosts(posts, choice), choice)) {
      const context: JournalListContext = {
        choice: { species: choice.species ?? null, month: choice.month ?? null },
        posts: page.posts.map((each) => each.slug),
        newer: page.newer,
        older: page.older,
        count: page.count,
        choices,
      }
      actions.createPage({ path: page.path, component: list, context })
    }
  }
}
