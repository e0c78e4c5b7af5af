import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { SHARED_STYLES_CHUNK } from "./page-styles.js"

/**
 * Where a stylesheet Gatsby inlined in a page's <head> belongs in the cascade: the app's (global rules, layout,
 * navigation, footer) first, then the components several pages share (the shared chunk of
 * build/patches/page-styles.js), then the page's own, so a page's rules may refine a shared component's. That is also
 * the order after a move to another page in the browser, where webpack appends the new page's stylesheet last.
 * Gatsby writes them the other way round (the page's first), which the single stylesheet it made by default hid.
 */
const cascadeRank = (href: string) => (href.startsWith("/app.") ? 0 : href.startsWith(`/${SHARED_STYLES_CHUNK}.`) ? 1 : 2)

/** The file an inlined stylesheet came from (Gatsby's `<style data-href>`), or undefined for any other element. */
const inlinedStylesheet = (node: React.ReactNode): string | undefined => {
  if (!React.isValidElement<{ "data-href"?: unknown }>(node) || node.type !== "style") return undefined
  const href = node.props["data-href"]
  return typeof href === "string" ? href : undefined
}

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

/** The inlined stylesheets of a page's head that are not among `current`, this build's. */
export const staleStylesheets = (components: ReadonlyArray<React.ReactNode>, current: ReadonlyArray<string>): string[] =>
  components.flatMap((node) => {
    const href = inlinedStylesheet(node)
    return href !== undefined && !current.includes(href) ? [href] : []
  })

/** This build's stylesheets, given to the production renderer by webpack.ts (stylesheet-names.js); absent in development. */
declare const __BUILD_STYLESHEETS__: string[]
const buildStylesheets = typeof __BUILD_STYLESHEETS__ === "undefined" ? null : __BUILD_STYLESHEETS__

/**
 * gatsby-ssr's onPreRenderHTML: each page inlines its own stylesheets (page-styles.js), the shared ones before the
 * page's own, and only this build's: a page that would keep another build's stops the build.
 */
export const orderPageStylesheets: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, pathname }) => {
  const head = getHeadComponents()
  const stale = buildStylesheets ? staleStylesheets(head, buildStylesheets) : []
  if (stale.length > 0) throw new Error(`${pathname} would inline ${stale.join(", ")}, not among this build's stylesheets (${buildStylesheets!.join(", ")})`)
  replaceHeadComponents(inCascadeOrder(head))
}
