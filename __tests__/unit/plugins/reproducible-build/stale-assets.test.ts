/** @jest-environment node */
import { onCreateWebpackConfig } from "../../../../plugins/reproducible-build/gatsby-node"

/** What webpack's clean step of the browser bundle keeps in public/ (it removes the rest that this build did not emit). */
function keep() {
  let config: { output: { clean?: { keep: (file: string) => boolean } }; optimization: { minimizer: unknown[] } } = {
    output: {},
    optimization: { minimizer: [new (class TerserPlugin {})()] },
  }
  const args = {
    stage: "build-javascript",
    getConfig: () => config,
    actions: { replaceWebpackConfig: (next: typeof config) => (config = next) },
    plugins: { minifyJs: () => ({}) },
  }
  ;(onCreateWebpackConfig as (args: unknown, options: object) => void)(args, { plugins: [] })
  return config.output.clean!.keep
}

describe("webpack's clean step of a warm public/", () => {
  it("removes earlier builds' scripts, stylesheets, maps and fonts", () => {
    for (const file of [
      "app-0123456789abcdef0123.js",
      "app.0123456789abcdef0123.css",
      "framework-0123456789abcdef0123.js.map",
      "static/body-0123456789abcdef0123456789abcdef.woff2",
    ])
      expect({ file, kept: keep()(file) }).toEqual({ file, kept: false })
  })
  it("keeps the rest, and the Brotli and gzip copies, which static-host keeps or removes with their file", () => {
    for (const file of [
      "app-0123456789abcdef0123.js.br",
      "app.0123456789abcdef0123.css.gz",
      "index.html",
      "page-data/app-data.json",
      "static/0123456789abcdef0123456789abcdef/photo.avif",
    ])
      expect({ file, kept: keep()(file) }).toEqual({ file, kept: true })
  })
})
