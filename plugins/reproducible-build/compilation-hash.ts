// The same pages from a warm cache as from a clean build: the build's compilation hash derived from what it ships.
//
// Gatsby writes webpack's compilation hash into every page (`window.___webpackCompilationHash`) and into
// page-data/app-data.json; the browser compares the two on a move to another page and reloads the page when they
// differ (a new deploy). webpack's hash also covers its cache's state, so a build from a warm .cache and public/
// writes a different hash from a clean build of the same sources (gatsbyjs/gatsby#31628), and every page differs
// by it. Here the hash is replaced, in the pages and in app-data.json alike, by a hash of the names of the build's
// scripts and stylesheets, which carry their content's hash: it changes exactly when what the browser runs changes.
import crypto from "node:crypto"
import { chunkFiles, webpackStats } from "../../lib/built-site/webpack-stats.mjs"
import {
  appDataHashField,
  buildGlobalsFile,
  compilationHashMarker,
  compilationHashScript,
  compilationHashScriptFor,
  setCompilationHash,
} from "../../lib/gatsby-internals.mjs"

const PATCH = "compilation hash (the reproducible-build plugin)"

/** The hash of a build's scripts and stylesheets, from their names (each carries its content's hash). */
const hashOfNames = (names: ReadonlyArray<string>) => crypto.createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 20)

/** The hash of this build's scripts and stylesheets, from the stats Gatsby writes after the browser bundle. */
export function stableCompilationHash(publicDir: string): string {
  const stats = webpackStats(publicDir)
  const names = chunkFiles(stats)
  if (names.length === 0) throw new Error(`${PATCH}: ${stats.file} names no asset; Gatsby's output has changed`)
  return hashOfNames(names)
}

type Compilation = { hash?: string; chunkGroups: Iterable<{ name?: string | null; chunks: Iterable<{ files: Iterable<string> }> }> }
type Compiler = { hooks: { afterEmit: { tap: (name: string, run: (compilation: Compilation) => void) => void } } }

/**
 * A webpack plugin for the browser bundle: webpack's own compilation hash set, once the files are written, to the
 * hash stableCompilationHash gives for them (the files of each named chunk group, as Gatsby lists them in
 * webpack.stats.json). Gatsby writes that hash into the scripts it stitches into every page, and stitches every page
 * again when it differs from the last build's: webpack's own differs in every build from a warm cache, so each build
 * rewrote every page, and the steps after the build patched them all again. The pages are still patched after the
 * build (a hash that did not reach Gatsby is caught there); this makes the patch a no-op and the stitching rare.
 */
export const stableHashPlugin = () => ({
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap("stable compilation hash", (compilation) => {
      // Each named chunk group's files, maps left out, as Gatsby writes them to webpack.stats.json's assetsByChunkName.
      const assetsByChunkName: Record<string, string[]> = {}
      for (const group of compilation.chunkGroups) {
        if (group.name)
          assetsByChunkName[group.name] = [...group.chunks].flatMap((chunk) => [...chunk.files]).filter((file) => !file.endsWith(".map"))
      }
      const names = chunkFiles({ file: "", assetsByChunkName, namedChunkGroups: {} })
      if (names.length > 0) setCompilationHash(compilation, hashOfNames(names))
    })
  },
})

/**
 * A page with its inline compilation hash replaced; a page that loads the build's globals from their file (an earlier
 * build's, moved there by after-paint) as it is, the file being patched instead. Throws, naming the patch and the page
 * (`file`), when the page has neither.
 */
export function withCompilationHash(html: string, hash: string, file: string): string {
  if (!html.includes(compilationHashMarker) && html.includes(`"${buildGlobalsFile} `)) return html
  if (html.match(compilationHashScript)?.length !== 1)
    throw new Error(`${PATCH}: ${file}: no single window.${compilationHashMarker} script; Gatsby's output has changed`)
  return html.replace(compilationHashScript, compilationHashScriptFor(hash))
}

/** app-data.json with its compilation hash replaced. Throws when it has none. */
export function appDataWithCompilationHash(json: string, hash: string, file: string): string {
  const data = JSON.parse(json)
  if (typeof data[appDataHashField] !== "string") throw new Error(`${PATCH}: ${file}: no webpackCompilationHash; Gatsby's output has changed`)
  return JSON.stringify({ ...data, [appDataHashField]: hash })
}
