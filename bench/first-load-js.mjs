// @ts-check
// First-load JavaScript of a built Gatsby page, in gzip bytes: every script a visitor's browser fetches
// to make the page interactive, worked out from the build output alone (no browser, no timing).
// Used by `npm run bench` and by the byte budget in __tests__/browser/performance/budget.spec.ts.
//
// A Gatsby page loads
//   1. the script files its HTML names (webpack runtime, framework, app);
//   2. its page component's chunk group (shared chunks such as commons, then the component itself),
//      named in page-data.json and listed in webpack.stats.json;
//   3. the async chunks those page chunks import as they render, such as gatsby-plugin-image's
//      hydration code. Counting every chunk the page chunks can import errs on the heavy side.
// Gatsby's own lazy chunks imported from app.js (partytown, slices, dev overlays) do not load on a
// normal page view and are not counted.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { afterPaintData } from "../plugins/after-paint/after-paint-scripts.mjs"
import { kilobytes } from "../lib/built-site/built-files.mjs"
import { webpackStats } from "../lib/built-site/webpack-stats.mjs"

/** @param {string} route "/", "/about" or a built HTML file such as "/404.html" */
export function htmlFileFor(route) {
  if (route.endsWith(".html")) return route.replace(/^\//, "")
  const trimmed = route.replace(/^\/+|\/+$/g, "")
  return trimmed === "" ? "index.html" : `${trimmed}/index.html`
}

/** @param {string} pagePath Gatsby's pagePath, as window.pagePath holds it */
function pageDataFileFor(pagePath) {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "")
  return path.join("page-data", trimmed === "" ? "index" : trimmed, "page-data.json")
}

/**
 * The safari pages of a build, in the order of their paths: each folder of public/safaris/ with a page in it
 * (the content-model plugin names them; the /safaris page itself is public/safaris/index.html).
 * @param {string} publicDir @returns {string[]}
 */
export function builtSafariRoutes(publicDir) {
  const dir = path.join(publicDir, "safaris")
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "index.html")))
    .map((entry) => `/safaris/${entry.name}`)
    .sort()
}

/** @param {Buffer | string} content */
export function gzipSize(content) {
  return zlib.gzipSync(content).length
}

/**
 * The script files (URL paths from the site root, in load order) that `route` loads on its first view.
 * @param {string} publicDir the built site (public/)
 * @param {string} route
 * @returns {string[]}
 */
export function firstLoadScripts(publicDir, route) {
  const html = fs.readFileSync(path.join(publicDir, htmlFileFor(route)), "utf8")
  // Gatsby writes them as <script src async>, and the page path in an inline script; this site's build moves
  // both onto one inline script that fetches them after the first paint (plugins/after-paint/after-paint-scripts.mjs).
  const afterPaint = afterPaintData(html)
  const scripts = [...[...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((match) => match[1]), ...afterPaint.scripts]

  const pagePath = /window\.pagePath="([^"]*)"/.exec(html)?.[1] ?? afterPaint.pagePath
  if (pagePath === undefined) throw new Error(`${htmlFileFor(route)} is not a Gatsby page (no window.pagePath)`)
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, pageDataFileFor(pagePath)), "utf8"))
  const group = webpackStats(publicDir).namedChunkGroups[pageData.componentChunkName]
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${pageData.componentChunkName}`)
  /** @type {string[]} */
  const pageChunks = group.assets.map((/** @type {{ name: string }} */ asset) => `/${asset.name}`)
  const pageScripts = pageChunks.filter((file) => file.endsWith(".js"))

  // The webpack runtime this page loads names each async chunk's current file: `<id>:"<hash>"` in its
  // chunk-to-file map. Reading it there (not globbing public/) leaves out stale files of earlier builds.
  const runtime = scripts.find((file) => /\/webpack-runtime-[0-9a-f]+\.js$/.test(file))
  if (!runtime) throw new Error(`${htmlFileFor(route)} loads no webpack runtime`)
  const runtimeCode = fs.readFileSync(path.join(publicDir, runtime), "utf8")
  const asyncChunks = pageScripts.flatMap((file) => {
    const code = fs.readFileSync(path.join(publicDir, file), "utf8")
    // Webpack's runtime loads an async chunk with `<require>.e(<chunk id>)`; the file is `<id>-<hash>.js`.
    const ids = [...code.matchAll(/\b[\w$]\.e\((\d+)\)/g)].map((match) => match[1])
    return ids.flatMap((id) => {
      const hash = new RegExp(`[{,]${id}:"([0-9a-f]+)"`).exec(runtimeCode)?.[1]
      if (!hash) throw new Error(`${runtime} does not name the file of chunk ${id}`)
      return [`/${id}-${hash}.js`]
    })
  })
  return [...new Set([...scripts, ...pageScripts, ...asyncChunks])]
}

/**
 * @param {string} publicDir
 * @param {string} route
 * @returns {{ route: string, files: { file: string, gzipBytes: number }[], gzipBytes: number }}
 */
export function firstLoadJs(publicDir, route) {
  const files = firstLoadScripts(publicDir, route).map((file) => ({
    file,
    gzipBytes: gzipSize(fs.readFileSync(path.join(publicDir, file))),
  }))
  return { route, files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) }
}

export { kilobytes }
