// Pages rebuilt from a warm cache inline the stylesheets of this build, never an earlier one.
//
// Gatsby renders a page's HTML again only when the page's data or the HTML renderer's code changed. A change to
// CSS alone changes neither (the renderer sees a CSS module's class names, not its rules), so a build from a warm
// .cache and public/ (what static hosts' build caches do) kept every page with its old inlined CSS, while the CSS
// files and client-side moves carried the new. This gives the renderer the names of this build's stylesheets,
// which carry webpack's content hash: any change to any stylesheet changes the renderer's code, and Gatsby renders
// every page again. gatsby-ssr.tsx also fails the build on a page that would inline a stylesheet not in the list.
import { chunkFiles, webpackStats } from "../../lib/built-site/webpack-stats.mjs"

/** The name the renderer's code reads the list by. */
export const STYLESHEETS_GLOBAL = "__BUILD_STYLESHEETS__"

/** This build's stylesheets, from the stats Gatsby writes after the browser bundle and before the HTML renderer. */
export function buildStylesheets(publicDir: string): string[] {
  const stats = webpackStats(publicDir)
  const names = chunkFiles(stats).filter((name) => name.endsWith(".css"))
  if (names.length === 0)
    throw new Error(`${stats.file} names no stylesheet: Gatsby no longer writes its stats as the reproducible-build plugin expects`)
  return names.map((name) => `/${name}`)
}
