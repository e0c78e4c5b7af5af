import type { GatsbySSR } from "gatsby"
import { earlyClicksScript } from "./early-clicks"
import { hydrationOptions, type HydrationOptions } from "./options"

/** The early-clicks script, first in every page's <head> (early-clicks.tsx). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }, options) => {
  if (hydrationOptions(options as HydrationOptions).earlyClicks) setHeadComponents([earlyClicksScript()])
}
