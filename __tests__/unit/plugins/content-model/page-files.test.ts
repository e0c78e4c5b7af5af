/** @jest-environment node */
import fs from "fs"
import path from "path"
import { pageFileResolvers } from "../../../../plugins/content-model/lib/page-files"
import { safariResolvers } from "../../../../plugins/content-model/lib/safaris"
import type { ResolverContext } from "../../../../plugins/content-model/lib/resolver-context"
import { realContent, type Json } from "../../../fixtures/content-copy"

// The root fields a page queries its own content entry with: the entry of the page Gatsby builds, or a stop that
// names the missing file, never null (the page would otherwise fail later, or render without its words).

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(realContent, file), "utf8")) as Json
const pageFiles = fs.readdirSync(path.join(realContent, "pages")).map((name) => readJson(path.join("pages", name)))

type SafariNode = Json & { id: string; parent: string; title: string }

/** The safaris' nodes as Gatsby makes them, one per file of content/safaris/ (its parent the file), and `extra` ones. */
function safariNodes(extra: ReadonlyArray<{ slug: string; title: string }> = [], without?: string): SafariNode[] {
  const files = fs
    .readdirSync(path.join(realContent, "safaris"))
    .map((name) => ({ slug: name.replace(/\.json$/, ""), ...readJson(path.join("safaris", name)) }))
  return [...files, ...extra]
    .filter((safari) => safari.slug !== without)
    .map(({ slug, ...safari }) => ({ ...safari, title: String((safari as Json).title), id: `safari ${slug}`, parent: `file ${slug}` }))
}

/** Gatsby's node model over content/pages (PageJson), content/safaris/ and content/safari-cards.json, less `without`. */
const nodeModel = (without: { pagePath?: string } = {}, safaris = safariNodes()): ResolverContext["nodeModel"] => ({
  findOne: async ({ type, query }) => {
    if (type === "PageJson") {
      const wanted = (query.filter as { path?: { eq?: string } } | undefined)?.path?.eq
      return pageFiles.find((page) => page.path === wanted && page.path !== without.pagePath) ?? null
    }
    if (type === "SafariCardsJson") return readJson("safari-cards.json")
    if (type === "File") {
      // A safari's file, as entryBySlug looks it up: content/safaris/<slug>.json, its safari its one child.
      const { relativeDirectory, name } = query.filter as { relativeDirectory: { eq: string }; name: { eq: string } }
      const safari = safaris.find((node) => node.parent === `file ${name.eq}`)
      return relativeDirectory.eq === "safaris" && safari ? { name: name.eq, children: [safari.id] } : null
    }
    return null
  },
  findAll: async ({ type }) => ({ entries: type === "SafariJson" ? safaris : [] }),
  getNodeById: ({ id }) => (id.startsWith("file ") ? { name: id.slice("file ".length) } : (safaris.find((safari) => safari.id === id) ?? null)),
})

const pageAt = (pagePath: string, model = nodeModel()) => pageFileResolvers.Query.page.resolve(undefined, { path: pagePath }, { nodeModel: model })

test.each([
  ["/", "/"],
  ["/about", "/about"],
  ["/about/", "/about"],
  ["/404", "/404"],
  // Gatsby's copy of the not-found page for static hosts shows the same content.
  ["/404.html", "/404"],
])("the page Gatsby builds at %s shows the content/pages file whose path is %s", async (pagePath, route) => {
  expect(await pageAt(pagePath)).toMatchObject({ path: route, heading: expect.any(String) })
})

test("a page without its file stops its query, naming the path it looked for and the page that needs it", async () => {
  await expect(pageAt("/faqs", nodeModel({ pagePath: "/faqs" }))).rejects.toThrow(
    'content/pages: no page file with "path": "/faqs", which the /faqs page needs (deleted, or its path changed?)'
  )
  await expect(pageAt("/", nodeModel({ pagePath: "/" }))).rejects.toThrow('no page file with "path": "/", which the home page needs')
})

const context = (safaris = safariNodes()) => ({ nodeModel: nodeModel({}, safaris) })
const titles = (nodes: ReadonlyArray<SafariNode>) => nodes.map((node) => node.title)

test("a safari is found by its file's name, which is its address; a missing one stops the query, naming the file", async () => {
  const { safari } = safariResolvers.Query
  const winter = (await safari.resolve(undefined, { slug: "222" }, context())) as SafariNode
  expect(winter.title).toBe("Winter Safaris")
  expect(await safariResolvers.SafariJson.slug.resolve(winter, undefined, context())).toBe("222")
  expect(await safariResolvers.SafariJson.path.resolve(winter, undefined, context())).toBe("/safaris/222")
  await expect(safari.resolve(undefined, { slug: "222" }, context(safariNodes([], "222")))).rejects.toThrow(
    "no safari at /safaris/222: content/safaris/222.json is missing"
  )
})

test("the safaris in the site's order: the home page's cards as the editor ordered them, then the others by title", async () => {
  const more = safariNodes([
    { slug: "isle-of-mull-otters", title: "Isle of Mull Otters" },
    { slug: "arran-red-deer", title: "Arran Red Deer" },
  ])
  const inOrder = (await safariResolvers.Query.safaris.resolve(undefined, undefined, context(more))) as SafariNode[]
  expect(titles(inOrder)).toEqual([
    "Adventure Safaris",
    "Winter Safaris",
    "Wildlife Safaris",
    "Bespoke Safaris",
    "Arran Red Deer",
    "Isle of Mull Otters",
  ])
  const cards = (await safariResolvers.SafariCardsJson.safaris.resolve(
    readJson("safari-cards.json") as never,
    undefined,
    context(more)
  )) as SafariNode[]
  expect(titles(cards)).toEqual(["Adventure Safaris", "Winter Safaris", "Wildlife Safaris", "Bespoke Safaris"])
})

test("a safari whose file has just gone (gatsby develop, as an editor deletes it) is not listed, rather than an error", async () => {
  const orphan = { ...safariNodes()[0], id: "safari deleted", title: "Loch Ness Day Trips", parent: "file gone" }
  const model = nodeModel({}, [...safariNodes(), orphan])
  const listed = (await safariResolvers.Query.safaris.resolve(undefined, undefined, {
    nodeModel: { ...model, getNodeById: ({ id }) => (id === "file gone" ? null : model.getNodeById({ id })) },
  })) as SafariNode[]
  expect(titles(listed)).not.toContain("Loch Ness Day Trips")
  expect(titles(listed)).toHaveLength(safariNodes().length)
})

test("a safari's page links to three other safaris, however many there are", async () => {
  const others = async (slug: string, safaris: SafariNode[]) => {
    const safari = safaris.find((node) => node.parent === `file ${slug}`)!
    return titles((await safariResolvers.SafariJson.otherSafaris.resolve(safari, undefined, context(safaris))) as SafariNode[])
  }
  // Today's four: each links to the other three, in the site's order.
  expect(await others("222", safariNodes())).toEqual(["Adventure Safaris", "Wildlife Safaris", "Bespoke Safaris"])
  expect(await others("444", safariNodes())).toEqual(["Adventure Safaris", "Winter Safaris", "Wildlife Safaris"])
  // Forty: still three, those after it (from the first again after the last).
  const forty = safariNodes(Array.from({ length: 36 }, (_, index) => ({ slug: `copy-${index}`, title: `Copy ${String(index).padStart(2, "0")}` })))
  expect(await others("222", forty)).toEqual(["Wildlife Safaris", "Bespoke Safaris", "Copy 00"])
  expect(await others("copy-35", forty)).toEqual(["Adventure Safaris", "Winter Safaris", "Wildlife Safaris"])
})
