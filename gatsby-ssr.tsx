import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout"
import { EARLY_CLICKS_SCRIPT } from "./src/lib/early-clicks"
import { orderPageStylesheets } from "./build/patches/stylesheet-order"
import { renderWhole } from "./build/patches/render-to-string"
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

// Patches of Gatsby's output (build/patches/): the body rendered whole, the head's stylesheets in cascade order.
export const replaceRenderer = renderWhole
export const onPreRenderHTML = orderPageStylesheets
