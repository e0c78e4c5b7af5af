/** @jest-environment node */
import { createSafariPages } from "../../../../plugins/content-model/lib/safaris"
import { LATEST_ON_SAFARI } from "../../../../src/lib/journal"

// Each safari's page is told its latest posts of the sightings journal in its context, and reads those posts alone:
// when an editor writes a new post, Gatsby runs again the query of that post's safari's page, not every safari's
// (docs/performance.md, "A new post at ten times").

type Made = { path: string; context: { slug: string; latestSightings: string[] } }

const safaris = ["111", "222", "333", "444"].map((slug) => ({ slug, path: `/safaris/${slug}`, otherAddresses: [] }))

/** The safari pages createSafariPages makes for the posts, given newest first as the journalPosts field gives them. */
async function pagesFor(journalPosts: Array<{ slug: string; safari: string | null }>): Promise<Map<string, Made>> {
  const made: Made[] = []
  const args = {
    graphql: async () => ({ data: { allSafariJson: { nodes: safaris }, journalPosts } }),
    actions: { createPage: (page: Made) => made.push(page), createRedirect: () => {} },
    reporter: { panic: (message: string) => Promise.reject(new Error(message)) },
    store: { getState: () => ({ program: { directory: "/site" } }) },
  }
  await (createSafariPages as (args: unknown) => Promise<void>)(args)
  return new Map(made.map((page) => [page.path, page]))
}

// Thirty posts, newest first, on the four safaris in turn and every fifth on none.
const posts = Array.from({ length: 30 }, (_, at) => ({ slug: `post-${30 - at}`, safari: at % 5 === 4 ? null : safaris[at % 4].slug }))

test("each safari's page is told its own latest posts, newest first, no more than its page lists", async () => {
  const pages = await pagesFor(posts)
  expect(pages.get("/safaris/111")?.context).toEqual({ slug: "111", latestSightings: ["post-30", "post-22"].slice(0, LATEST_ON_SAFARI) })
  expect(pages.get("/safaris/444")?.context.latestSightings).toEqual(["post-27", "post-23"].slice(0, LATEST_ON_SAFARI))
  expect((await pagesFor([])).get("/safaris/222")?.context).toEqual({ slug: "222", latestSightings: [] })
})

test("a new post changes the context of its own safari's page alone", async () => {
  const before = await pagesFor(posts)
  const after = await pagesFor([{ slug: "a-new-one", safari: "333" }, ...posts])
  const changed = [...after.values()].filter((page) => JSON.stringify(before.get(page.path)) !== JSON.stringify(page)).map((page) => page.path)
  expect(changed).toEqual(["/safaris/333"])
  expect(after.get("/safaris/333")?.context.latestSightings[0]).toBe("a-new-one")
})
