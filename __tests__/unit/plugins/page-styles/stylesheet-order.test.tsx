import * as React from "react"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { inCascadeOrder } from "../../../../plugins/page-styles/stylesheet-order"
import { staleStylesheets } from "../../../../plugins/reproducible-build/stale-stylesheets"
import { buildStylesheets } from "../../../../plugins/reproducible-build/stylesheet-names"

const sheet = (href: string) => <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: "" }} />
const hrefs = (nodes: React.ReactNode[]) =>
  nodes.map((node) => (React.isValidElement<{ "data-href"?: string; name?: string }>(node) ? (node.props["data-href"] ?? node.props.name) : node))

describe("the inlined stylesheets of a page's head", () => {
  it("come as the app's, the shared components', then the page's own, whatever order Gatsby gave them", () => {
    const head = [sheet("/component---src-pages-trip-tsx.1.css"), sheet("/styles.2.css"), sheet("/app.3.css")]
    expect(hrefs(inCascadeOrder(head))).toEqual(["/app.3.css", "/styles.2.css", "/component---src-pages-trip-tsx.1.css"])
  })

  it("leave every other element of the head where it was", () => {
    const meta = <meta key="description" name="description" />
    const preload = <link key="font" rel="preload" />
    const head = [sheet("/component---src-pages-index-tsx.1.css"), meta, sheet("/app.3.css"), preload, "text"]
    expect(hrefs(inCascadeOrder(head))).toEqual(["/app.3.css", "description", "/component---src-pages-index-tsx.1.css", undefined, "text"])
    expect(inCascadeOrder(head)[3]).toBe(preload)
  })

  it("keep a page without stylesheets of its own as it was", () => {
    const head = [sheet("/app.3.css"), sheet("/styles.2.css")]
    expect(inCascadeOrder(head)).toEqual(head)
  })
})

describe("this build's stylesheets", () => {
  const statsIn = (assetsByChunkName: Record<string, string[]>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stats-"))
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName }))
    return dir
  }

  it("are every CSS file the browser bundle's chunks name, once each", () => {
    const dir = statsIn({ app: ["app-1.js", "app.2.css"], "component---a": ["styles.3.css", "a-4.js"], "component---b": ["styles.3.css", "b.5.css"] })
    expect(buildStylesheets(dir)).toEqual(["/app.2.css", "/b.5.css", "/styles.3.css"])
  })

  it("stop the build when Gatsby's stats name none, rather than let pages go unchecked", () => {
    expect(() => buildStylesheets(statsIn({ app: ["app-1.js"] }))).toThrow(/names no stylesheet/)
  })

  it("show which of a page's inlined stylesheets come from another build", () => {
    const head = [sheet("/app.3.css"), <meta key="m" name="description" />, sheet("/styles.old.css")]
    expect(staleStylesheets(head, ["/app.3.css", "/styles.2.css"])).toEqual(["/styles.old.css"])
    expect(staleStylesheets(head, ["/app.3.css", "/styles.old.css"])).toEqual([])
  })
})
