/** @jest-environment node */
import { createJournalPages } from "../../../../plugins/content-model/lib/sightings"

// A post's page names its newer and older posts in its context, so it reads those two posts and its own, not the whole
// list: when an editor writes a new post, Gatsby runs again the query of the post it comes before alone (besides its
// own), not every post's (at 300 posts, every post's page ran again: docs/performance.md, "A new post at ten times").

type Post = { slug: string; path: string }
type Made = { path: string; context: Record<string, unknown> }

const post = (slug: string): Post => ({ slug, path: `/journal/${slug}` })

/** The pages createJournalPages makes for the posts, given newest first as the journalPosts field gives them. */
async function pagesFor(newestFirst: Post[]): Promise<Map<string, Made>> {
  const made: Made[] = []
  const args = {
    graphql: async () => ({
      data: { journalPosts: newestFirst, journalPostCount: newestFirst.length, journalSpecies: [], journalMonths: [] },
    }),
    actions: { createPage: (page: Made) => made.push(page) },
    reporter: { panic: (message: string) => Promise.reject(new Error(message)) },
    store: { getState: () => ({ program: { directory: "/site" } }) },
  }
  await (createJournalPages as (args: unknown) => Promise<void>)(args)
  return new Map(made.filter((page) => !/^\/journal\/\d+$/.test(page.path)).map((page) => [page.path, page]))
}

const older = Array.from({ length: 30 }, (_, at) => post(`post-${String(30 - at).padStart(2, "0")}`))

test("each post's page is told the posts just newer and older than it, the newest and oldest only one", async () => {
  const pages = await pagesFor(older.slice(0, 3))
  expect([...pages.values()].map((page) => page.context)).toEqual(
    expect.arrayContaining([
      { slug: "post-30", newer: null, older: "post-29" },
      { slug: "post-29", newer: "post-30", older: "post-28" },
      { slug: "post-28", newer: "post-29", older: null },
    ])
  )
})

test("a new post changes the context of its own page and of the post it comes before, no other post's", async () => {
  const before = await pagesFor(older)
  const after = await pagesFor([post("a-new-one"), ...older])
  const changed = [...after.values()].filter((page) => JSON.stringify(before.get(page.path)) !== JSON.stringify(page)).map((page) => page.path)
  expect(changed.sort()).toEqual(["/journal/a-new-one", "/journal/post-30"])
  expect(after.get("/journal/post-30")?.context).toEqual({ slug: "post-30", newer: "a-new-one", older: "post-29" })
})
