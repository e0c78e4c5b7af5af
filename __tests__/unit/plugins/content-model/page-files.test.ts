/** @jest-environment node */
import fs from "fs"
import path from "path"
import { pageFileResolvers } from "../../../../plugins/content-model/lib/page-files"
import { safariPageResolvers } from "../../../../plugins/content-model/lib/safari-pages"
import type { ResolverContext } from "../../../../plugins/content-model/lib/resolver-context"
import { realContent, type Json } from "../../../fixtures/content-copy"

// The root fields a page queries its own content entry with: the entry of the page Gatsby builds, or a stop that
// names the missing file, never null (the page would otherwise fail later, or render without its words).

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(realContent, file), "utf8")) as Json
const pageFiles = fs.readdirSync(path.join(realContent, "pages")).map((name) => readJson(path.join("pages", name)))

/** Gatsby's node model over content/pages (PageJson) and content/safari-pages.json, less `without`. */
const nodeModel = (without: { pagePath?: string; safari?: string } = {}): ResolverContext["nodeModel"] => ({
  findOne: async ({ type, query }) => {
    if (type === "PageJson") {
      const wanted = (query.filter as { path?: { eq?: string } } | undefined)?.path?.eq
      return pageFiles.find((page) => page.path === wanted && page.path !== without.pagePath) ?? null
    }
    if (type === "SafariPagesJson") {
      const file = readJson("safari-pages.json")
      return { ...file, pages: file.pages.filter((page: Json) => page.safari !== without.safari) }
    }
    return null
  },
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

test("a safari's page entry, or a stop naming the safari whose entry is missing", async () => {
  const { resolve } = safariPageResolvers.Query.safariPage
  expect(await resolve(undefined, { safari: "222" }, { nodeModel: nodeModel() })).toMatchObject({ safari: "222" })
  await expect(resolve(undefined, { safari: "222" }, { nodeModel: nodeModel({ safari: "222" }) })).rejects.toThrow(
    'content/safari-pages.json has no page for the safari card "222" of content/safaris.json'
  )
})
