import type { PluginOptions } from "gatsby"

/** The hydration plugin's options in gatsby-config.ts: the early-clicks patch on unless switched off there. */
export interface HydrationOptions extends PluginOptions {
  /** Press again, once hydrated, a button tapped before the page's JavaScript arrived. */
  earlyClicks?: boolean
}

export const hydrationOptions = (options: HydrationOptions) => ({
  earlyClicks: options.earlyClicks !== false,
})
