import type * as React from "react"
import type { GatsbySSR } from "gatsby"
import { inlinedStylesheet } from "../../lib/built-site/inlined-stylesheet"

/** The inlined stylesheets of a page's head that are not among `current`, this build's. */
export const staleStylesheets = (components: ReadonlyArray<React.ReactNode>, current: ReadonlyArray<string>): string[] =>
  components.flatMap((node) => {
    const href = inlinedStylesheet(node)
    return href !== undefined && !current.includes(href) ? [href] : []
  })

/** This build's stylesheets, given to the production renderer by gatsby-node.ts (stylesheet-names.ts); absent in development. */
declare const __BUILD_STYLESHEETS__: string[]
const buildStylesheets = typeof __BUILD_STYLESHEETS__ === "undefined" ? null : __BUILD_STYLESHEETS__

/** gatsby-ssr's onPreRenderHTML: a page that would keep another build's stylesheets stops the build (stylesheet-names.ts). */
export const checkBuildStylesheets: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, pathname }) => {
  const stale = buildStylesheets ? staleStylesheets(getHeadComponents(), buildStylesheets) : []
  if (stale.length > 0)
    throw new Error(
      `stylesheet-names (the reproducible-build plugin): ${pathname} would inline ${stale.join(", ")}, not among this build's stylesheets (${buildStylesheets!.join(", ")})`
    )
}
