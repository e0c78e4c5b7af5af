import type { GatsbySSR } from "gatsby"
import { fontPreloads } from "./font-preloads"
// The files of first-screen-fonts.mjs, in its order: literal imports, from which webpack gives their built URLs.
import headingFont from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2"
import bodyFont from "@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2"
import boldFont from "@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff2"

const firstScreenFonts = [headingFont, bodyFont, boldFont]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => setHeadComponents(fontPreloads(firstScreenFonts))
