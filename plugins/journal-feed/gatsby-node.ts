import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { projectDirectory } from "../../lib/gatsby-internals.mjs"
import { JOURNAL_FEED, FEED_POSTS, JOURNAL_ROUTE } from "../../src/lib/journal"
import { journalFeed, type FeedPost } from "./feed"

type FeedData = {
  site: { siteMetadata: { siteUrl: string } } | null
  siteJson: { name: string } | null
  journal: { title: string; description: string } | null
  journalPosts: Array<
    Omit<FeedPost, "photo"> & { photos: Array<{ alt: string; image: { childImageSharp: { resize: { src: string | null } | null } | null } }> }
  >
}

/** After the pages, before the static host's step compresses every file: the journal's feed of its latest posts. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const result = await graphql<FeedData>(
    `
      query JournalFeed($latest: Int) {
        site {
          siteMetadata {
            siteUrl
          }
        }
        siteJson {
          name
        }
        journal: page(path: "/journal") {
          title
          description
        }
        journalPosts(limit: $latest) {
          title
          path
          date
          place
          species
          summary
          story
          photos {
            alt
            image {
              childImageSharp {
                resize(width: 1200, toFormat: JPG, quality: 75) {
                  src
                }
              }
            }
          }
        }
      }
    `,
    { latest: FEED_POSTS }
  )
  const data = result.data
  if (result.errors || !data?.site || !data.siteJson || !data.journal) {
    reporter.panic(`The sightings journal's feed could not be written: ${String(result.errors ?? "the site's details are missing")}`)
    return
  }
  const posts = data.journalPosts.map(({ photos, ...post }) => {
    const src = photos[0]?.image.childImageSharp?.resize?.src
    return { ...post, photo: src ? { src, alt: photos[0].alt } : null }
  })
  const file = path.join(projectDirectory(store), "public", JOURNAL_FEED)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(
    file,
    journalFeed({
      business: data.siteJson.name,
      siteUrl: data.site.siteMetadata.siteUrl,
      feedPath: JOURNAL_FEED,
      pagePath: JOURNAL_ROUTE,
      title: `${data.siteJson.name}: ${data.journal.title}`,
      description: data.journal.description,
      posts,
    })
  )
  reporter.info(`Wrote ${JOURNAL_FEED} (${posts.length} latest posts)`)
}
