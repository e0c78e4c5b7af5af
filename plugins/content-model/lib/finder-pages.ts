import path from "path"
import type { GatsbyNode } from "gatsby"
import { projectDirectory } from "../../../lib/gatsby-internals.mjs"
import { FILTERS, filterValues, finderPagePath, FINDER_ROUTE, type Filter } from "../../../src/lib/safari-finder"
import { dataForPages } from "./pages-not-made"

/**
 * The safari finder's pages of one choice each (/safaris/month/october, /safaris/kind/winter, ...), made by the
 * /safaris page's own file with the choice in its context: a browser without JavaScript follows a choice's link
 * to its page, and a static host answers it as any other file. The kinds are those the safaris have today.
 */
export const createFinderPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const data = await dataForPages<{ safaris: Array<{ kind: string }> }>(
    { graphql, reporter },
    "The safari finder's pages",
    `
    query FinderKinds {
      safaris {
        kind
      }
    }
  `
  )
  if (!data) return
  const component = path.join(projectDirectory(store), "src", "pages", `${FINDER_ROUTE.slice(1)}.tsx`)
  const values = filterValues(data.safaris.map((safari) => safari.kind))
  for (const name of FILTERS) {
    for (const value of values[name]) {
      const filter: Filter = { [name]: value }
      actions.createPage({ path: finderPagePath(name, value), component, context: { filter } })
    }
  }
}
