/** @jest-environment node */
import fs from "fs"
import path from "path"
import { buildServer } from "../../src/server/app.mjs"
import { crawlSite } from "../../src/tools/crawl-site.mjs"

const publicDir = path.resolve(__dirname, "../../public")
const siteUrl = "https://www.wildglensafaris.co.uk"

describe("the built site", () => {
  beforeAll(() => {
    if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("No build in public/: run `npm run build` first")
  })

  it("has no broken internal link or asset and no unsafe new-tab link, crawling from every page", async () => {
    const app = await buildServer({ root: publicDir })
    const get = async (url: string) => {
      const response = await app.inject({ method: "GET", url: encodeURI(url) })
      return { status: response.statusCode, contentType: String(response.headers["content-type"] ?? ""), body: response.body }
    }
    const result = await crawlSite({ get, siteUrl, starts: ["/", "/success", "/404.html"] })
    await app.close()
    console.log(`crawled ${result.pages} pages and ${result.assets} assets; ${result.external} external links seen`)
    expect(result.problems).toEqual([])
    expect(result.pages).toBeGreaterThanOrEqual(10)
    expect(result.assets).toBeGreaterThan(20)
  })
})
