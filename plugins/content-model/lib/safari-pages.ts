import path from "path"
import type { GatsbyNode } from "gatsby"
import { safariDetailPath } from "../../../src/lib/safari-path"
import type { ResolverContext } from "./resolver-context"

type SafariPageEntry = { safari: string; otherAddresses?: ReadonlyArray<string> | null }
type SafariPagesFile = { pages: ReadonlyArray<SafariPageEntry> }

/** The safari page template, in the project's own folder (from Gatsby's store: __dirname is not this file's once compiled). */
const safariTemplate = (projectDir: string) => path.join(projectDir, "src", "templates", "safari.tsx")

/** The safari card no entry of content/safari-pages.json is the page of. */
const missingSafariPage = (safari: string) => `content/safari-pages.json has no page for the safari card "${safari}" of content/safaris.json`

/**
 * `safariPage(safari: "222")`: one safari's page entry of content/safari-pages.json, so that each safari's page
 * queries (and its page data carries) its own entry, not all four. The entry is the object inside the file's node,
 * so its photographs resolve relative to the JSON file as every other image does. Never null: a safari without its
 * entry stops the query (createSafariPages stops the build before that).
 */
export const safariPageResolvers = {
  // A card's detail path is made from its id, not stored beside it.
  SafariCard: {
    path: { type: "String!", resolve: (card: { id: string }) => safariDetailPath(card.id) },
  },
  Query: {
    safariPage: {
      type: "SafariPage!",
      args: { safari: "String!" },
      resolve: async (_source: unknown, args: { safari: string }, context: ResolverContext) => {
        const file = (await context.nodeModel.findOne({ type: "SafariPagesJson", query: {} })) as SafariPagesFile | null
        const page = file?.pages.find((entry) => entry.safari === args.safari)
        if (!page) throw new Error(missingSafariPage(args.safari))
        return page
      },
    },
  },
}

/**
 * One page per safari card, at the detail path the card carries (spec point 2), built from its safari page entry;
 * and a redirect to it from each of the entry's other addresses.
 */
export const createSafariPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const result = await graphql<{ safarisJson: { safaris: Array<{ id: string; path: string }> } | null; safariPagesJson: SafariPagesFile | null }>(`
    query SafariPaths {
      safarisJson {
        safaris {
          id
          path
        }
      }
      safariPagesJson {
        pages {
          safari
          otherAddresses
        }
      }
    }
  `)
  if (result.errors || !result.data?.safarisJson || !result.data.safariPagesJson) {
    reporter.panic(`The safari pages could not be made: ${String(result.errors ?? "content/safaris.json or content/safari-pages.json is missing")}`)
    return
  }
  const { safaris } = result.data.safarisJson
  const entries = result.data.safariPagesJson.pages
  for (const card of safaris) {
    if (!entries.some((entry) => entry.safari === card.id)) {
      reporter.panic(missingSafariPage(card.id))
      return
    }
    actions.createPage({ path: card.path, component: safariTemplate(store.getState().program.directory), context: { safari: card.id } })
  }
  // Short and earlier addresses: answered with a permanent redirect by `npm start` and the static host (_redirects).
  for (const entry of entries) {
    const card = safaris.find((each) => each.id === entry.safari)
    for (const fromPath of entry.otherAddresses ?? []) if (card) actions.createRedirect({ fromPath, toPath: card.path, isPermanent: true })
  }
}
