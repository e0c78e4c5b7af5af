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
} from "../../lib/gatsby-internals.mjs"

const PATCH = "compilation hash (the reproducible-build plugin)"

/** The hash of this build's scripts and stylesheets, from the stats Gatsby writes after the browser bundle. */
export function stableCompilationHash(publicDir: string): string {
  const stats = webpackStats(publicDir)
  const names = chunkFiles(stats)
  if (names.length === 0) throw new Error(`${PATCH}: ${stats.file} names no asset; Gatsby's output has changed`)
  return crypto.createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 20)
}

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
