// @ts-check
import fs from "node:fs"
import path from "node:path"

/**
 * @typedef {object} WebpackStats
 * @property {string} file where Gatsby wrote them, for messages
 * @property {Record<string, string[]>} assetsByChunkName each chunk's files (scripts, stylesheets, maps)
 * @property {Record<string, { assets: Array<{ name: string }> }>} namedChunkGroups each page component's chunk group
 */

/**
 * The stats Gatsby writes to public/webpack.stats.json after the browser bundle, before the HTML renderer: the one
 * reader of that file for the plugins (stylesheet names, compilation hash, hydration hooks) and the tools.
 * @param {string} publicDir
 * @returns {WebpackStats}
 */
export function webpackStats(publicDir) {
  const file = path.join(publicDir, "webpack.stats.json")
  const stats = JSON.parse(fs.readFileSync(file, "utf8"))
  return { file, assetsByChunkName: stats.assetsByChunkName ?? {}, namedChunkGroups: stats.namedChunkGroups ?? {} }
}

/**
 * Every file the chunks name, once each, in order.
 * @param {WebpackStats} stats
 */
export const chunkFiles = (stats) => [...new Set(Object.values(stats.assetsByChunkName).flat())].sort()
