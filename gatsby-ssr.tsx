import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout"
import headingFont from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2"

// No font blocks the first paint (font-display: swap over metric-matched fallbacks), so a preload only
// decides how soon the swap happens, and it takes bandwidth from the banner photo on a slow phone.
// Only the heading face is preloaded: the logo and the large first heading are the most visible swap.
// The body faces differ from their fallbacks by under 1% in width, and the inlined CSS finds them at once.
const preloadedFonts = [headingFont]

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-GB" })
  setHeadComponents([
    ...preloadedFonts.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    // gatsby-plugin-manifest makes the icon; one touch icon is enough for iOS home screens.
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/icon-192x192.png" />,
  ])
}
