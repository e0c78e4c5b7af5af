import * as React from "react"
import { SHARED_STYLES_CHUNK } from "../build/page-styles.js"

/**
 * Where a stylesheet Gatsby inlined in a page's <head> belongs in the cascade: the app's (global rules, layout,
 * navigation, footer) first, then the components several pages share (the shared chunk of
 * src/build/page-styles.js), then the page's own, so a page's rules may refine a shared component's. That is also
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
