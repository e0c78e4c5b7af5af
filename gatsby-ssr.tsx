import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout"
import { patchIsOn } from "./plugins/switches.mjs"
import { earlyClicksScript } from "./plugins/hydration/early-clicks"
import { fontPreloads } from "./plugins/font-preloads/font-preloads"
import { orderPageStylesheets } from "./plugins/page-styles/stylesheet-order"
import { checkRenderedWhole, renderWhole } from "./plugins/reproducible-build/render-to-string"
import headingFont from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2"
import bodyFont from "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2"
import boldFont from "@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2"

// The faces of a phone's first screen: logo and headings, intro text, buttons. Source Sans 600 is left out: on a
// phone it only appears further down the page.
const firstScreenFonts = [headingFont, bodyFont, boldFont]

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  checkRenderedWhole(pathname)
  setHtmlAttributes({ lang: "en-GB" })
  setHeadComponents([
    // Patches of Gatsby's output (build/patches/), each switched off by GATSBY_PATCHES_OFF (switches.mjs).
    ...(patchIsOn("early-clicks") ? [earlyClicksScript()] : []),
    ...(patchIsOn("font-preloads") ? fontPreloads(firstScreenFonts) : []),
    // gatsby-plugin-manifest makes the icon; one touch icon is enough for iOS home screens.
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
  ])
}

// Patches of Gatsby's output (build/patches/): the body rendered whole, the head's stylesheets in cascade order.
export const replaceRenderer = renderWhole
export const onPreRenderHTML = orderPageStylesheets
