import path from "path"
import type { GatsbyNode } from "gatsby"
import { projectDirectory } from "../../../lib/gatsby-internals.mjs"
import { departuresPageCount, departuresPagePath, DEPARTURES_PER_PAGE } from "../../../src/lib/departure-pages"
import type { Departure } from "../../../src/lib/departures"
import { departureResolvers } from "./departures"
import type { ResolverContext } from "./resolver-context"
import { safariResolvers } from "./safaris"
import { dataForPages } from "./pages-not-made"

export const departurePageTypeDefs = `
type ScheduledDeparture {
  id: String!
  start: String!
  end: String!
  status: String!
  placesLeft: Int
  price: Int
  note: String
  safari: SafariJson!
}`

type Safari = Parameters<typeof departureResolvers.SafariJson.upcomingDepartures.resolve>[0]
type Scheduled = Departure & { safari: Safari }

/** Every safari's departures still to come on the build's day, earliest first; on one day, in the site's order of safaris. */
async function everyDeparture(context: ResolverContext): Promise<Scheduled[]> {
  const safaris = (await safariResolvers.Query.safaris.resolve(undefined, undefined, context)) as unknown as Safari[]
  const each = await Promise.all(
    safaris.map(async (safari) =>
      (await departureResolvers.SafariJson.upcomingDepartures.resolve(safari, undefined, context)).map((departure) => ({ ...departure, safari }))
    )
  )
  // A stable sort: departures of one day keep the safaris' order.
  return each.flat().sort((a, b) => a.start.localeCompare(b.start))
}

type PageSlice = { skip?: number | null; limit?: number | null }

/**
 * `departuresOnPage(skip, limit)`: one page's departures across the safaris, each with its safari, so each page of
 * /departures queries (and its page data carries) its own; `departureCount`: how many there are, for the pages' links.
 */
export const departurePageResolvers = {
  Query: {
    departuresOnPage: {
      type: "[ScheduledDeparture!]!",
      args: { skip: "Int", limit: "Int" },
      resolve: async (_source: unknown, { skip, limit }: PageSlice, context: ResolverContext) => {
        const from = skip ?? 0
        return (await everyDeparture(context)).slice(from, typeof limit === "number" ? from + limit : undefined)
      },
    },
    departureCount: {
      type: "Int!",
      resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => (await everyDeparture(context)).length,
    },
  },
}

/**
 * The departures' pages: /departures, then /departures/2, ... when they do not fit on one (Gatsby's "Adding
 * Pagination"), all made by one component. Made again whenever the content changes or the build's day moves on.
 */
export const createDeparturePages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const data = await dataForPages<{ departureCount: number }>(
    { graphql, reporter },
    "The pages of group departures",
    `
    query DepartureCount {
      departureCount
    }
  `
  )
  if (!data) return
  const component = path.join(projectDirectory(store), "src", "components", "departures-page", "departures-page.tsx")
  for (let page = 1; page <= departuresPageCount(data.departureCount); page += 1) {
    actions.createPage({ path: departuresPagePath(page), component, context: { skip: (page - 1) * DEPARTURES_PER_PAGE, limit: DEPARTURES_PER_PAGE } })
  }
}
