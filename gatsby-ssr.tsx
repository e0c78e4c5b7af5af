import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout"
import { patchIsOn } from "./build/patches/switches.mjs"
import { earlyClicksScript } from "./build/patches/early-clicks"
import { orderPageStylesheets } from "./build/patches/stylesheet-order"
import { checkRenderedWhole, renderWhole } from "./build/patches/render-to-string"

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  checkRenderedWhole(pathname)
  setHtmlAttributes({ lang: "en-GB" })
  setHeadComponents([
    // Patches of Gatsby's output (build/patches/), each switched off by GATSBY_PATCHES_OFF (switches.mjs).
    ...(patchIsOn("early-clicks") ? [earlyClicksScript()] : []),
    // gatsby-plugin-manifest makes the icon; one touch icon is enough for iOS home screens.
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
  ])
}

// Patches of Gatsby's output (build/patches/): the body rendered whole, the head's stylesheets in cascade order.
export const replaceRenderer = renderWhole
export const onPreRenderHTML = orderPageStylesheets
