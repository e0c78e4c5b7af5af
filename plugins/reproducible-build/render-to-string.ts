import type * as React from "react"
import { renderToString } from "react-dom/server"
import type { GatsbySSR } from "gatsby"
import { buildStage } from "../../lib/gatsby-internals.mjs"

// Gatsby renders a page's body with React 18's renderToPipeableStream and joins its chunks. That stream can
// leave a NUL byte in the HTML where a multi-byte character (a £ sign) falls on the boundary of its write
// buffer ("Over \0£2,000"; https://github.com/facebook/react/issues/31134, fixed in React 19 only by
// https://github.com/facebook/react/pull/26228). The pages are static, with nothing to stream, so they are rendered
// whole with renderToString (site-integrity test: no NUL or broken character in any page).

/** The pages this renderer has rendered whole (Gatsby may render several at once). */
const renderedWhole = new Set<string>()

export const renderWhole: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, pathname }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement))
  renderedWhole.add(pathname)
}

/**
 * For gatsby-ssr's onRenderBody, which Gatsby calls after the body is rendered: a page of the production build that
 * renderWhole did not render (Gatsby no longer calls replaceRenderer, or no longer takes its HTML) stops the build,
 * naming the page. `gatsby develop` renders no body, so it is not checked there.
 */
export function checkRenderedWhole(pathname: string): void {
  if (buildStage() !== "build-html" || renderedWhole.has(pathname)) return
  throw new Error(`render-to-string (the reproducible-build plugin): ${pathname}: was not rendered by replaceRenderer; Gatsby's output has changed`)
}
