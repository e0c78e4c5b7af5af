import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import { noJsTwin, withoutScripts } from "../../../bench/no-js-twin.mjs"

// The bench's page without JavaScript: the same HTML with nothing the browser would run.
const page = [
  "<html><head><script>window.early=1</script>",
  '<script type="application/ld+json">{"@type":"TouristTrip"}</script>',
  '<script type="module" src="/m.js"></script></head>',
  '<body><h1>Plan Your Trip</h1><script id="after-paint" data-scripts="/app.js">(function(){})()</script>',
  '<script type="text/javascript">go()</script></body></html>',
].join("")

describe("the bench's twin of the site without JavaScript", () => {
  it("takes out every script a browser would run and keeps the page and its structured data", () => {
    expect(withoutScripts(page)).toBe(
      '<html><head><script type="application/ld+json">{"@type":"TouristTrip"}</script></head><body><h1>Plan Your Trip</h1></body></html>'
    )
  })

  it("serves each page's precompressed copies without the scripts too, and leaves public/ as it was", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
    fs.mkdirSync(path.join(site, "trip"))
    fs.writeFileSync(path.join(site, "trip", "index.html"), page)
    fs.writeFileSync(path.join(site, "trip", "index.html.br"), zlib.brotliCompressSync(page))
    fs.writeFileSync(path.join(site, "trip", "index.html.gz"), zlib.gzipSync(page))
    fs.writeFileSync(path.join(site, "app.js"), "go()")
    const twin = noJsTwin(site)
    try {
      const html = fs.readFileSync(path.join(twin.dir, "trip", "index.html"), "utf8")
      expect(html).not.toContain("after-paint")
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(twin.dir, "trip", "index.html.br"))).toString()).toBe(html)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(twin.dir, "trip", "index.html.gz"))).toString()).toBe(html)
      expect(fs.readFileSync(path.join(twin.dir, "app.js"), "utf8")).toBe("go()")
      expect(fs.readFileSync(path.join(site, "trip", "index.html"), "utf8")).toBe(page)
    } finally {
      twin.cleanUp()
      fs.rmSync(site, { recursive: true, force: true })
    }
    expect(fs.existsSync(twin.dir)).toBe(false)
  })
})
