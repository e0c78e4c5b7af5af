import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout"

// Site-wide only: what Gatsby changes in each page's HTML is in plugins/ (hydration, font-preloads, page-styles,
// reproducible-build), whose head components come before these.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>

// The page's language is src/html.tsx's.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  // gatsby-plugin-manifest makes the icon; one touch icon is enough for iOS home screens.
  setHeadComponents([<link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />])
}
