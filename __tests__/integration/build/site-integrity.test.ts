/** @jest-environment node */
import fs from "fs"
import path from "path"
import { buildServer } from "../../../server/app.mjs"
import { crawlSite } from "../../../tools/crawl-site.mjs"
import { builtPages } from "../../../plugins/built-site/built-files.mjs"

const publicDir = path.resolve(__dirname, "../../../public")
const siteUrl = "https://www.wildglensafaris.co.uk"

describe("the built site", () => {
  // One server for every test, closed even when a test fails.
  let app: Awaited<ReturnType<typeof buildServer>>
  beforeAll(async () => {
    if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("No build in public/: run `npm run build` first")
    app = await buildServer({ root: publicDir })
  })
  afterAll(() => app?.close())

  it("has no broken internal link or asset and no unsafe new-tab link, crawling from every page", async () => {
    const get = async (url: string) => {
      const response = await app.inject({ method: "GET", url: encodeURI(url) })
      return { status: response.statusCode, contentType: String(response.headers["content-type"] ?? ""), body: response.body }
    }
    const result = await crawlSite({ get, siteUrl, starts: ["/", "/success", "/404.html"] })
    console.log(`crawled ${result.pages} pages and ${result.assets} assets; ${result.external} external links seen`)
    expect(result.problems).toEqual([])
    expect(result.pages).toBeGreaterThanOrEqual(10)
    expect(result.assets).toBeGreaterThan(20)
  })

  it("has pages of clean UTF-8: no NUL byte, no replacement character, no broken multi-byte character", () => {
    const files = builtPages(publicDir)
    expect(files.length).toBeGreaterThanOrEqual(10)
    const problems = files.flatMap((file) => {
      const bytes = fs.readFileSync(file)
      const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes)
      const at = (index: number) => `${path.relative(publicDir, file)}: ${JSON.stringify(text.slice(Math.max(0, index - 30), index + 10))}`
      return [text.indexOf("\u0000"), text.indexOf("\uFFFD")].filter((index) => index >= 0).map(at)
    })
    expect(problems).toEqual([])
  })

  it("serves nothing from outside public/, however the path is spelled", async () => {
    // The project's own files sit one folder above public/: package.json, gatsby-config.ts, .env…
    const escapes = [
      "/../package.json",
      "/%2e%2e/package.json",
      "/static/..%2f..%2fpackage.json",
      "/about/%2e%2e%2f%2e%2e%2fpackage.json",
      "/..%5cpackage.json",
      "//../package.json",
    ]
    for (const url of escapes) {
      const response = await app.inject({ method: "GET", url })
      // The URL travels with the verdict, so a failure names the spelling that got through.
      expect([url, response.statusCode >= 400]).toEqual([url, true])
      expect(response.body).not.toContain('"name": "wild-glen-safaris"')
    }
  })
})
