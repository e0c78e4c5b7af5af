import type { GatsbySSR } from "gatsby"
import { checkRenderedWhole, renderWhole } from "./render-to-string"
import { checkBuildStylesheets } from "./stale-stylesheets"

/** Pages rendered whole (render-to-string.ts); Gatsby takes replaceRenderer from the last plugin that gives one: only this one does. */
export const replaceRenderer = renderWhole
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname }) => checkRenderedWhole(pathname)
/** Only this build's stylesheets in a page's head (stale-stylesheets.ts), checked before page-styles orders them. */
export const onPreRenderHTML = checkBuildStylesheets
