import * as React from "react"
import { renderToString } from "react-dom/server"
import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout"
import { EARLY_CLICKS_SCRIPT } from "./src/lib/early-clicks"
import { inCascadeOrder, staleStylesheets } from "./src/lib/stylesheet-order"
import headingFont from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2"
import bodyFont from "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2"
import boldFont from "@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2"

// The faces of a phone's first screen (logo and headings, intro text, buttons), requested with the HTML
// rather than after the first layout. No font blocks the first paint (font-display: swap), but a face
// that arrives before it cannot move anything, while a late swap can still rewrap a line whose width
// sits within a percent of its box (the fallbacks match average widths, not every sentence's).
// Source Sans 600 is left out: on a phone it only appears further down the page.
const preloadedFonts = [headingFont, bodyFont, boldFont]

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-GB" })
  setHeadComponents([
    // First in the head, so it listens before any button is on screen (its CSP hash is added at build).
    <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />,
    ...preloadedFonts.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // gatsby-plugin-manifest makes the icon; one touch icon is enough for iOS home screens.
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
  ])
}

// Gatsby renders a page's body with React 18's renderToPipeableStream and joins its chunks. That stream can
// leave a NUL byte in the HTML where a multi-byte character (a £ sign) falls on the boundary of its 2 KB write
// buffer: /trip had "Over \0£2,000". The pages are static, with nothing to stream, so they are rendered
// whole with renderToString (site-integrity test: no NUL or broken character in any page).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement))
}

/** This build's stylesheets, given to the production renderer by gatsby-node.ts (src/build/stylesheet-names.js). */
declare const __BUILD_STYLESHEETS__: string[]
const buildStylesheets = typeof __BUILD_STYLESHEETS__ === "undefined" ? null : __BUILD_STYLESHEETS__

// Each page inlines its own stylesheets (src/build/page-styles.js): the shared ones before the page's own, and
// only this build's: a page that would keep another build's stops the build.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, pathname }) => {
  const head = getHeadComponents()
  const stale = buildStylesheets ? staleStylesheets(head, buildStylesheets) : []
  if (stale.length > 0) throw new Error(`${pathname} would inline ${stale.join(", ")}, not among this build's stylesheets (${buildStylesheets!.join(", ")})`)
  replaceHeadComponents(inCascadeOrder(head))
}
