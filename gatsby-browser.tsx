import * as React from "react"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./src/components/layout"
// Self-hosted web fonts, latin subset only, font-display: swap: the stylesheets of src/styles/first-screen-fonts.mjs,
// in its order (the font-preloads plugin preloads the same faces).
import "@fontsource/fraunces/latin-600.css"
import "@fontsource/source-sans-3/latin-400.css"
import "@fontsource/source-sans-3/latin-700.css"
import "./src/styles/font-fallbacks.css"
import "./src/styles/global.css"

// Site-wide only: what Gatsby changes in the browser is in plugins/ (hydration).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>
