/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { rewrite } = require("../../src/build/image-hydration-loader.js") as { rewrite: (source: string) => string }

const dist = path.join(path.dirname(require.resolve("gatsby-plugin-image/package.json")), "dist")
const browserBundles = fs.readdirSync(dist).filter((name) => /^index\.browser-[0-9a-f]+\.js$/.test(name))

describe("the gatsby-plugin-image loader", () => {
  it("finds both of the installed plugin's browser bundles", () => {
    expect(browserBundles).toHaveLength(2)
  })

  it.each(browserBundles)("in %s, starts the lazy-hydrate import only for an image that was not prerendered", (name) => {
    const source = fs.readFileSync(path.join(dist, name), "utf8")
    const rewritten = rewrite(source)
    const importAt = rewritten.search(/(import|require)\("\.\/lazy-hydrate-/)
    // The prerendered-image test now stands just before the import, in the same expression: `guard || (import…)`.
    const guard = rewritten.lastIndexOf('querySelector("[data-gatsby-image-ssr]")', importAt)
    expect(guard).toBeGreaterThan(-1)
    expect(rewritten.slice(guard, importAt)).toMatch(/^[^;]*\|\|\(/)
    expect(source.lastIndexOf('querySelector("[data-gatsby-image-ssr]")', source.search(/(import|require)\("\.\/lazy-hydrate-/))).toBe(-1)
    expect(rewritten.length - source.length).toBeLessThan(60)
  })

  it("stops the build, naming itself, when the plugin's code has changed", () => {
    expect(() => rewrite("export const GatsbyImage = () => null")).toThrow(/image-hydration-loader\.js/)
  })
})
