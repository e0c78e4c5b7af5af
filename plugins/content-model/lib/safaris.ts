import path from "path"
import type { GatsbyNode } from "gatsby"
import { projectDirectory } from "../../../lib/gatsby-internals.mjs"
import { safariDetailPath } from "../../../src/lib/safari-path"
import { LATEST_ON_SAFARI } from "../../../src/lib/journal"
import { entrySlug } from "./collections"
import { entryBySlug } from "./entry-by-slug"
import type { ResolverContext } from "./resolver-context"
import { dataForPages } from "./pages-not-made"

type SafariNode = { id: string; parent: string | null; title: string }
type FileNode = { name: string }
type SafariCardsNode = { cards: ReadonlyArray<string> }
type TestimonialsNode = { testimonials: ReadonlyArray<{ safari?: string | null }> }

/** The safari page template, in the project's own folder (from Gatsby's store: __dirname is not this file's once compiled). */
const safariTemplate = (projectDir: string) => path.join(projectDir, "src", "templates", "safari.tsx")

/** A safari's slug: the name of its file in content/safaris/, which is the last part of its address. */
export async function slugOf(safari: SafariNode, context: ResolverContext): Promise<string> {
  const file = safari.parent ? ((await context.nodeModel.getNodeById({ id: safari.parent })) as FileNode | null) : null
  if (!file) throw new Error(`the safari "${safari.title}" has no file in content/safaris`)
  return entrySlug(file.name)
}

/**
 * Every safari with its file. In `gatsby develop`, a deleted safari's file can be gone a moment before the safari read
 * from it: that safari is gone too, rather than an error in every page that lists the safaris, which develop would
 * keep showing until another change.
 */
async function allSafaris(context: ResolverContext): Promise<SafariNode[]> {
  const { entries } = await context.nodeModel.findAll({ type: "SafariJson", query: {} })
  const safaris = [...(entries as Iterable<SafariNode>)]
  const withFile = await Promise.all(
    safaris.map(async (safari) => (safari.parent ? Boolean(await context.nodeModel.getNodeById({ id: safari.parent })) : false))
  )
  return safaris.filter((_, at) => withFile[at])
}

/** The safari at /safaris/ and `slug`, or none (a post or a testimonial names a safari the build's check has found). */
export const safariBySlug = (slug: string, context: ResolverContext) => entryBySlug<SafariNode>("safaris", slug, context)

/** The safaris the home page shows as cards, in the editor's order (content/safari-cards.json). */
async function chosenSafaris(cards: ReadonlyArray<string>, context: ResolverContext): Promise<SafariNode[]> {
  const safaris = await allSafaris(context)
  const slugs = await Promise.all(safaris.map((safari) => slugOf(safari, context)))
  return cards.flatMap((card) => {
    const at = slugs.indexOf(card)
    return at === -1 ? [] : [safaris[at]]
  })
}

/** Every safari in the site's order: the home page's cards first, as the editor ordered them, then the others by title. */
async function safarisInOrder(context: ResolverContext): Promise<SafariNode[]> {
  const cardsFile = (await context.nodeModel.findOne({ type: "SafariCardsJson", query: {} })) as SafariCardsNode | null
  const first = await chosenSafaris(cardsFile?.cards ?? [], context)
  const chosen = new Set(first.map((safari) => safari.id))
  const rest = (await allSafaris(context)).filter((safari) => !chosen.has(safari.id)).sort((a, b) => a.title.localeCompare(b.title, "en-GB"))
  return [...first, ...rest]
}

/** How many other safaris a safari's page links to: its page stays the same size however many safaris there are. */
export const OTHER_SAFARIS = 3

/** The safaris after this one in the site's order (from the first again after the last), up to OTHER_SAFARIS, in the site's order. */
export function othersAfter<T extends { id: string }>(inOrder: ReadonlyArray<T>, safari: T, count = OTHER_SAFARIS): T[] {
  const at = inOrder.findIndex((each) => each.id === safari.id)
  const others = inOrder.filter((each) => each.id !== safari.id)
  const after = Array.from({ length: Math.min(count, others.length) }, (_, step) => others[(Math.max(at, 0) + step) % others.length])
  return others.filter((each) => after.includes(each))
}

/**
 * The fields the safaris' files do not hold, made from what they do: a safari's slug and address from its file's name
 * (so an address never changes with its title); the home page's cards as safaris; and the root fields the pages
 * query: `safari(slug:)`, one safari, never null; `safaris`, every safari in the site's order, for the lists of safaris
 * and the trip form; a safari's `otherSafaris`, the few its page links to; and its `guests`, the testimonials naming it.
 */
export const safariResolvers = {
  SafariJson: {
    slug: { type: "String!", resolve: (safari: SafariNode, _args: unknown, context: ResolverContext) => slugOf(safari, context) },
    // How long the safari is, for the finder's cards and its choice of length: the days of its sample itinerary.
    days: { type: "Int!", resolve: (safari: { itinerary: ReadonlyArray<unknown> }) => safari.itinerary.length },
    path: {
      type: "String!",
      resolve: async (safari: SafariNode, _args: unknown, context: ResolverContext) => safariDetailPath(await slugOf(safari, context)),
    },
    // The testimonials naming this safari, in the editor's order: the page's data carries its own guests alone.
    guests: {
      type: "[Testimonial!]!",
      resolve: async (safari: SafariNode, _args: unknown, context: ResolverContext) => {
        const file = (await context.nodeModel.findOne({ type: "TestimonialsJson", query: {} })) as TestimonialsNode | null
        const slug = await slugOf(safari, context)
        return (file?.testimonials ?? []).filter((testimonial) => testimonial.safari === slug)
      },
    },
    otherSafaris: {
      type: "[SafariJson!]!",
      resolve: async (safari: SafariNode, _args: unknown, context: ResolverContext) => othersAfter(await safarisInOrder(context), safari),
    },
  },
  SafariCardsJson: {
    safaris: {
      type: "[SafariJson!]!",
      resolve: (file: SafariCardsNode, _args: unknown, context: ResolverContext) => chosenSafaris(file.cards, context),
    },
  },
  Query: {
    safari: {
      type: "SafariJson!",
      args: { slug: "String!" },
      resolve: async (_source: unknown, args: { slug: string }, context: ResolverContext) => {
        const safari = await safariBySlug(args.slug, context)
        if (safari) return safari
        throw new Error(`no safari at ${safariDetailPath(args.slug)}: content/safaris/${args.slug}.json is missing`)
      },
    },
    safaris: {
      type: "[SafariJson!]!",
      resolve: (_source: unknown, _args: unknown, context: ResolverContext) => safarisInOrder(context),
    },
  },
}

/**
 * One page per safari, at /safaris/ and its file's name; a redirect to it from each of its other addresses; and, for
 * the address of a safari since removed (and its short addresses, which all start with /safaris/), a redirect to the
 * list of safaris, which a host applies only where no page is (the static-host plugin writes it last).
 */
export const createSafariPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const data = await dataForPages<{
    allSafariJson: { nodes: Array<{ slug: string; path: string; otherAddresses: ReadonlyArray<string> | null }> }
    journalPosts: Array<{ slug: string; safari: string | null }>
  }>(
    { graphql, reporter },
    "The safari pages",
    `
    query SafariPaths {
      allSafariJson {
        nodes {
          slug
          path
          otherAddresses
        }
      }
      journalPosts {
        slug
        safari
      }
    }
  `
  )
  if (!data) return
  const safaris = [...data.allSafariJson.nodes].sort((a, b) => a.slug.localeCompare(b.slug))
  // Each page is told its latest posts of the sightings journal, newest first, and reads those posts alone, not the
  // list of posts: a new post runs again the query of its own safari's page, not every safari's.
  for (const safari of safaris) {
    const latestSightings = data.journalPosts
      .filter((post) => post.safari === safari.slug)
      .slice(0, LATEST_ON_SAFARI)
      .map((post) => post.slug)
    actions.createPage({ path: safari.path, component: safariTemplate(projectDirectory(store)), context: { slug: safari.slug, latestSightings } })
  }
  // Short and earlier addresses: answered with a permanent redirect by `npm start` and the static host (_redirects).
  for (const safari of safaris) {
    for (const fromPath of safari.otherAddresses ?? []) actions.createRedirect({ fromPath, toPath: safari.path, isPermanent: true })
  }
  // Temporary: a later safari may be given the same address.
  actions.createRedirect({ fromPath: `${safariDetailPath("*")}`, toPath: "/safaris", isPermanent: false })
}
