import * as React from "react"
import { Section } from "../section"
import { LatestSightings } from "../journal/latest-sightings"

/** The latest posts of the sightings journal seen on this safari; before the first, the way to the journal alone. */
export function SafariSightings({ posts }: { posts: ReadonlyArray<Queries.LatestSightingFragment> }) {
  return (
    <Section id="sightings" title="Seen on this safari lately">
      <LatestSightings
        posts={posts}
        more={posts.length > 0 ? "Read the sightings journal" : "What our guides have seen lately: the sightings journal"}
      />
    </Section>
  )
}
