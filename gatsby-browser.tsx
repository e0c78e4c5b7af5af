import * as React from "react"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./src/components/layout"
// Self-hosted web fonts, latin subset only, font-display: swap (see also the preloads in gatsby-ssr.tsx).
import "@fontsource/fraunces/latin-600.css"
import "@fontsource/source-sans-3/latin-400.css"
import "@fontsource/source-sans-3/latin-600.css"
import "@fontsource/source-sans-3/latin-700.css"
import "./src/styles/font-fallbacks.css"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
