/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  appDataWithCompilationHash,
  stableCompilationHash,
  stableHashPlugin,
  withCompilationHash,
} from "../../../../plugins/reproducible-build/compilation-hash"

/** A public/ folder with the stats Gatsby writes, naming the given assets. */
function publicWith(assetsByChunkName: Record<string, string[]>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compilation-hash-"))
  fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName }))
  return dir
}

const page = (hash: string) => `<html><body><div id="___gatsby"></div><script>window.___webpackCompilationHash="${hash}";</script></body></html>`

describe("the compilation hash every page and app-data.json carry", () => {
  const assets = { app: ["app-02c2121ab69a39f3ed17.js", "app.21dc83378562226dbc04.css"], framework: ["framework-3765a600722754a6f70f.js"] }

  it("is the same for the same scripts and stylesheets, whatever order the stats list them in", () => {
    const reordered = { framework: assets.framework, app: [...assets.app].reverse() }
    expect(stableCompilationHash(publicWith(assets))).toBe(stableCompilationHash(publicWith(reordered)))
    expect(stableCompilationHash(publicWith(assets))).toMatch(/^[0-9a-f]{20}$/)
  })

  it("changes when any script or stylesheet changes (its content hash is in its name)", () => {
    const changedCss = { ...assets, app: ["app-02c2121ab69a39f3ed17.js", "app.3e75511222de72a57e45.css"] }
    expect(stableCompilationHash(publicWith(changedCss))).not.toBe(stableCompilationHash(publicWith(assets)))
  })

  it("replaces webpack's hash in a page and in app-data.json with the same value, so the browser does not reload on a move", () => {
    expect(withCompilationHash(page("6fdda2af0d3a1f3b2f71"), "0123456789abcdef0123", "about/index.html")).toBe(page("0123456789abcdef0123"))
    expect(
      JSON.parse(appDataWithCompilationHash('{"webpackCompilationHash":"6fdda2af0d3a1f3b2f71"}', "0123456789abcdef0123", "page-data/app-data.json"))
    ).toEqual({
      webpackCompilationHash: "0123456789abcdef0123",
    })
  })

  it("stops the build, naming itself and the file, when Gatsby's output has no hash where it expects one", () => {
    expect(() => withCompilationHash("<html><body></body></html>", "0123456789abcdef0123", "about/index.html")).toThrow(
      /^compilation hash \(the reproducible-build plugin\): about\/index\.html: no single window\.___webpackCompilationHash script/
    )
    expect(() => appDataWithCompilationHash("{}", "0123456789abcdef0123", "page-data/app-data.json")).toThrow(
      /page-data\/app-data\.json: no webpackCompilationHash/
    )
    expect(() => stableCompilationHash(publicWith({}))).toThrow(/names no asset/)
  })
})

describe("webpack's compilation hash, as Gatsby reads it to write the scripts it stitches into every page", () => {
  // webpack's compilation once its files are written: its chunk groups (named for Gatsby's entry and page components,
  // unnamed for shared chunks) and their files, maps among them; its own hash, which differs in each warm build.
  const compilation = (hash: string) => ({
    hash,
    chunkGroups: [
      {
        name: "app",
        chunks: [
          { files: new Set(["app-02c2121ab69a39f3ed17.js", "app-02c2121ab69a39f3ed17.js.map"]) },
          { files: new Set(["app.21dc83378562226dbc04.css"]) },
        ],
      },
      { name: "framework", chunks: [{ files: new Set(["framework-3765a600722754a6f70f.js"]) }] },
      { name: null, chunks: [{ files: new Set(["123-aaaaaaaaaaaaaaaaaaaa.js"]) }] },
    ],
  })
  /** The hash Gatsby reads after the plugin has run on a compilation whose own hash was `hash`. */
  function afterPlugin(hash: string) {
    const built = compilation(hash)
    stableHashPlugin().apply({ hooks: { afterEmit: { tap: (_name, run) => run(built) } } })
    return built.hash
  }

  it("is the hash the pages get after the build, whatever webpack's own was, so Gatsby need not stitch every page again", () => {
    const stats = { app: ["app-02c2121ab69a39f3ed17.js", "app.21dc83378562226dbc04.css"], framework: ["framework-3765a600722754a6f70f.js"] }
    expect(afterPlugin("6fdda2af0d3a1f3b2f71")).toBe(stableCompilationHash(publicWith(stats)))
    expect(afterPlugin("aee2230609c4e2115373")).toBe(afterPlugin("6fdda2af0d3a1f3b2f71"))
  })
})
