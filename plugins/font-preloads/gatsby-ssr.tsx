import type { GatsbySSR } from "gatsby"
import { fontPreloads } from "./font-preloads"
import headingFont from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2"
import bodyFont from "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2"
import boldFont from "@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2"

// The faces of a phone's first screen: logo and headings, intro text, buttons. Source Sans 600 is left out: on a
// phone it only appears further down the page.
const firstScreenFonts = [headingFont, bodyFont, boldFont]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => setHeadComponents(fontPreloads(firstScreenFonts))
