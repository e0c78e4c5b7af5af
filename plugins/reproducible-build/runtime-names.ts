// webpack's runtime chunk (webpack-runtime-<hash>.js) holds the content hash of every chunk. Terser minifies it while
// those are still webpack's provisional hashes, which also cover the state of webpack's cache, and by default names
// variables by how often each character occurs in the file. So a build from a warm cache wrote the same runtime with
// other variable names than a clean build, under another file name that every page names. The runtime alone is
// minified with names handed out in one fixed order, whatever its text; every other script is minified as before.
import { isTerserPlugin, runtimeChunk } from "../../lib/gatsby-internals.mjs"

const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_"
const NEXT = `${FIRST}0123456789`

/** Terser's identifier sequence (a, b, ... $, _, aa, ba, ...) without reordering by character frequency. */
export const fixedOrderNames = {
  get(n: number): string {
    let name = FIRST[n % FIRST.length]
    let rest = Math.floor(n / FIRST.length)
    while (rest > 0) {
      rest -= 1
      name += NEXT[rest % NEXT.length]
      rest = Math.floor(rest / NEXT.length)
    }
    return name
  },
}

/**
 * Gatsby's minimizers with the runtime chunk minified apart, by names in a fixed order.
 * @param minimizers Gatsby's optimization.minimizer (its Terser plugin, its CSS minimizer)
 * @param minifyJs Gatsby's plugins.minifyJs, which makes a Terser plugin with Gatsby's options
 */
export function withStableRuntimeNames<Minimizer>(minimizers: Minimizer[], minifyJs: (options: object) => Minimizer): Minimizer[] {
  const terser = minimizers.findIndex(isTerserPlugin)
  if (terser < 0) throw new Error("stable runtime names (the reproducible-build plugin): Gatsby's webpack configuration has no Terser minimizer")
  return [
    ...minimizers.slice(0, terser),
    minifyJs({ exclude: [/\.min\.js/, runtimeChunk] }),
    // One small file: in this process, since a function cannot be handed to Terser's worker processes.
    minifyJs({ include: runtimeChunk, parallel: false, terserOptions: { mangle: { safari10: true, nth_identifier: fixedOrderNames } } }),
    ...minimizers.slice(terser + 1),
  ]
}
