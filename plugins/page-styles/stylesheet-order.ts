import type * as React from "react"
import type { GatsbySSR } from "gatsby"
import { SHARED_STYLES_CHUNK } from "./page-styles"
import { inlinedStylesheet } from "../../lib/built-site/inlined-stylesheet"
import { buildStage, pageStylesheetPrefix } from "../../lib/gatsby-internals.mjs"

/**
 * Where a stylesheet Gatsby inlined in a page's <head> belongs in the cascade: the app's (global rules, layout,
 * navigation, footer) first, then the components several pages share (the shared chunk of
 * plugins/page-styles/page-styles.ts), then the page's own, so a page's rules may refine a shared component's. That is also
 * the order after a move to another page in the browser, where webpack appends the new page's stylesheet last.
 * Gatsby writes them the other way round (the page's first), which the single stylesheet it made by default hid.
 */
const cascadeRank = (href: string) => (href.startsWith("/app.") ? 0 : href.startsWith(`/${SHARED_STYLES_CHUNK}.`) ? 1 : 2)
/** A page's own stylesheet, as webpack names the CSS of Gatsby's page-component chunks. */
const isPageStylesheet = (href: string) => href.startsWith(pageStylesheetPrefix)

/** The head's elements with the inlined stylesheets put in cascade order, everything else where it was. */
export function inCascadeOrder(components: ReadonlyArray<React.ReactNode>): React.ReactNode[] {
  const sheets = components
    .flatMap((node) => {
      const href = inlinedStylesheet(node)
      return href === undefined ? [] : [{ node, rank: cascadeRank(href) }]
    })
    .sort((a, b) => a.rank - b.rank)
  let next = 0
  return components.map((node) => (inlinedStylesheet(node) === undefined ? node : sheets[next++].node))
}

/**
 * The stylesheets of a page's head, checked against what the cascade order expects of Gatsby's output: each inlined
 * as a `<style data-href>`, the app's among them, and every one the app's, the shared chunk's or a page component's.
 * Anything else stops the build, naming the page, rather than leave a page in an order nobody chose.
 */
export function checkPageStylesheets(components: ReadonlyArray<React.ReactNode>, pathname: string): void {
  const hrefs = components.flatMap((node) => inlinedStylesheet(node) ?? [])
  const fail = (what: string) => new Error(`page-styles (the page-styles plugin): ${pathname}: ${what}; Gatsby's output has changed`)
  if (hrefs.length === 0) throw fail("inlines no stylesheet as a <style data-href>")
  if (!hrefs.some((href) => cascadeRank(href) === 0)) throw fail(`inlines no stylesheet of the app chunk (${hrefs.join(", ")})`)
  const unknown = hrefs.filter((href) => cascadeRank(href) === 2 && !isPageStylesheet(href))
  if (unknown.length > 0) throw fail(`inlines ${unknown.join(", ")}, of none of the app, shared (${SHARED_STYLES_CHUNK}) or page-component chunks`)
}

/**
 * gatsby-ssr's onPreRenderHTML: each page's own stylesheets after the shared ones. Gatsby takes the head's components
 * as the last plugin to replace them left them: the reproducible-build plugin, listed before this one, only checks them.
 */
export const orderPageStylesheets: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, pathname }) => {
  const head = getHeadComponents()
  // Only the production renderer inlines stylesheets; `gatsby develop` links them and has nothing to check.
  if (buildStage() === "build-html") checkPageStylesheets(head, pathname)
  replaceHeadComponents(inCascadeOrder(head))
}
