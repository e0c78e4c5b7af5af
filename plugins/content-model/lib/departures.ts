import type { GatsbyNode } from "gatsby"
import { isIsoDay, scotlandDay, upcomingDepartures, type DepartureEntry } from "../../../src/lib/departures"
import type { ResolverContext } from "./resolver-context"
import { slugOf } from "./safaris"

/**
 * The day a build is for: Scotland's today, or SITE_TODAY when set (the tests and the bench, whose figures must not
 * change with the calendar). A departure that has left by then is left out of the pages' HTML and data.
 */
export function buildDay(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  const pinned = env.SITE_TODAY
  if (pinned === undefined || pinned === "") return scotlandDay(now)
  if (!isIsoDay(pinned)) throw new Error(`SITE_TODAY must be a day written as 2027-05-08, not "${pinned}"`)
  return pinned
}

type SiteDayNode = { day: string }

/**
 * The build's day as a node: the queries that read it (every safari's upcoming departures) run again in a warm build
 * on a later day, as they would in a clean one, because the node they depend on has changed.
 */
export const sourceSiteDay: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const day = buildDay()
  actions.createNode({ id: createNodeId("site-day"), day, internal: { type: "SiteDay", contentDigest: createContentDigest(day) } })
}

export const departureTypeDefs = `
type SiteDay implements Node @dontInfer {
  day: String!
}
type UpcomingDeparture {
  id: String!
  start: String!
  end: String!
  status: String!
  placesLeft: Int
  price: Int
  note: String
}`

type SafariWithDepartures = {
  id: string
  parent: string | null
  title: string
  itinerary: ReadonlyArray<unknown>
  departures?: ReadonlyArray<DepartureEntry> | null
}

/** A safari's departures still to come on the build's day, earliest first, each with its last day and id. */
export const departureResolvers = {
  SafariJson: {
    upcomingDepartures: {
      type: "[UpcomingDeparture!]!",
      resolve: async (safari: SafariWithDepartures, _args: unknown, context: ResolverContext) => {
        const siteDay = (await context.nodeModel.findOne({ type: "SiteDay", query: {} })) as SiteDayNode | null
        // In gatsby develop a deleted safari's file can be gone a moment before the safari: it has no departures then.
        const slug = await slugOf(safari, context).catch(() => null)
        if (slug === null) return []
        return upcomingDepartures(slug, safari.departures ?? [], safari.itinerary.length, siteDay?.day ?? buildDay())
      },
    },
  },
}
