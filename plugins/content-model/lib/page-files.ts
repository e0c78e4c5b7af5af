import { describeProblem } from "./problem"
import type { ResolverContext } from "./resolver-context"
import { missingPageFile } from "./rules"
import { pageName, routeOfPagePath } from "./page-needs"

/**
 * `page(path: $path)`: the content/pages file of the page Gatsby builds at `path` (every page query of src/pages has
 * its page's `$path`), so a page names its route nowhere but in its file name. Never null: a page without its file
 * stops the query, in the words of the build's own check, before the page can render.
 */
export const pageFileResolvers = {
  Query: {
    page: {
      type: "PageJson!",
      args: { path: "String!" },
      resolve: async (_source: unknown, args: { path: string }, context: ResolverContext) => {
        const route = routeOfPagePath(args.path)
        const page = await context.nodeModel.findOne({ type: "PageJson", query: { filter: { path: { eq: route } } } })
        if (!page) throw new Error(describeProblem(missingPageFile("content", { pagePath: route, name: pageName(route) })))
        return page
      },
    },
  },
}
