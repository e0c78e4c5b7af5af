/** @jest-environment node */
import { createJournalPages } from "../../../../plugins/content-model/lib/sightings"
import { monthsWithPosts, speciesWithPosts } from "../../../../src/lib/journal"

// Every page of the journal is told what it shows in its context: a post's page its newer and older posts, a page of
// posts the posts it lists, so each reads those posts alone, not the whole list. When an editor writes a new post,
// Gatsby runs again the queries of the pages whose context changed, not of every page
// (docs/performance.md, "A new post at ten times").

type Post = { slug: string; path: string; date: string; title: string; species: string[] }
type Made = { path: string; context: Record<string, unknown> }

const SPECIES = ["Otter", "White-tailed eagle", "Red deer"]

const post = (slug: string, date: string, species: string[] = ["Red deer"]): Post => ({ slug, path: `/journal/${slug}`, date, title: slug, species })

/** The pages createJournalPages makes for the posts, given newest first as the journalPosts field gives them. */
async function pagesFor(newestFirst: Post[]): Promise<Map<string, Made>> {
  const made: Made[] = []
  const args = {
    graphql: async () => ({
      data: {
        journalPosts: newestFirst,
        journalSpecies: speciesWithPosts(SPECIES, newestFirst),
        journalMonths: monthsWithPosts(newestFirst),
      },
    }),
    actions: { createPage: (page: Made) => made.push(page) },
    reporter: { panic: (message: string) => Promise.reject(new Error(message)) },
    store: { getState: () => ({ program: { directory: "/site" } }) },
  }
  await (createJournalPages as (args: unknown) => Promise<void>)(args)
  return new Map(made.map((page) => [page.path, page]))
}

const changedPages = (before: Map<string, Made>, after: Map<string, Made>) =>
  [...after.values()]
    .filter((page) => JSON.stringify(before.get(page.path)) !== JSON.stringify(page))
    .map((page) => page.path)
    .sort()

// 300 posts, one a day back from 2026-10-31, every tenth an otter.
const day = (back: number) => new Date(Date.UTC(2026, 9, 31 - back)).toISOString().slice(0, 10)
const older = Array.from({ length: 300 }, (_, at) =>
  post(`post-${String(300 - at).padStart(3, "0")}`, day(at), at % 10 === 0 ? ["Otter"] : ["Red deer"])
)

test("each post's page is told the posts just newer and older than it, the newest and oldest only one", async () => {
  const pages = await pagesFor(older.slice(0, 3))
  expect(["/journal/post-300", "/journal/post-299", "/journal/post-298"].map((path) => pages.get(path)?.context)).toEqual([
    { slug: "post-300", newer: null, older: "post-299" },
    { slug: "post-299", newer: "post-300", older: "post-298" },
    { slug: "post-298", newer: "post-299", older: null },
  ])
})

test("each page of posts is told its posts, its neighbours and the choices, and counts them on the list's own page", async () => {
  const pages = await pagesFor(older)
  const own = pages.get("/journal")?.context
  expect(own).toMatchObject({ choice: { species: null, month: null }, newer: null, older: "/journal/49", count: 300 })
  expect(own?.choices).toEqual({ species: ["Otter", "Red deer"], months: monthsWithPosts(older).map((month) => month.month) })
  expect(pages.get("/journal/49")?.context.choices).toEqual(own?.choices)
  expect(pages.get("/journal/1")?.context).toMatchObject({
    posts: ["post-006", "post-005", "post-004", "post-003", "post-002", "post-001"],
    newer: "/journal/2",
    older: null,
    count: null,
  })
  expect(pages.get("/journal/species/otter")?.context).toMatchObject({ choice: { species: "Otter", month: null }, count: 30 })
  expect(pages.get("/journal/month/2026-10")?.context).toMatchObject({ choice: { species: null, month: "2026-10" }, count: 31 })
})

test("a new post changes the context of its own page, the post it comes before and the lists' own pages it is on, no other page's", async () => {
  const before = await pagesFor(older)
  const after = await pagesFor([post("a-new-one", "2026-10-31", ["Otter"]), ...older])
  expect(changedPages(before, after)).toEqual([
    "/journal",
    "/journal/a-new-one",
    "/journal/month/2026-10",
    "/journal/post-300",
    "/journal/species/otter",
  ])
  expect(after.get("/journal/post-300")?.context).toEqual({ slug: "post-300", newer: "a-new-one", older: "post-299" })
})

test("a post of a species or month none had before gives every page of posts the new choice", async () => {
  const before = await pagesFor(older)
  const after = await pagesFor([post("a-new-one", "2026-11-01", ["White-tailed eagle"]), ...older])
  const lists = changedPages(before, after).filter((path) => !after.get(path)?.context.slug)
  expect(lists).toEqual(
    [...after.values()]
      .filter((page) => !page.context.slug)
      .map((page) => page.path)
      .sort()
  )
  expect(after.get("/journal/1")?.context.choices).toEqual({
    species: ["Otter", "White-tailed eagle", "Red deer"],
    months: ["2026-11", ...monthsWithPosts(older).map((month) => month.month)],
  })
})
