import type { PluginOptions } from "gatsby"

/** The hydration plugin's options in gatsby-config.ts: both patches on unless switched off there. */
export interface HydrationOptions extends PluginOptions {
  /** Hydrate the page as a React transition, in slices, not in one long task. */
  transition?: boolean
  /** Press again, once hydrated, a button tapped before the page's JavaScript arrived. */
  earlyClicks?: boolean
}

export const hydrationOptions = (options: HydrationOptions) => ({
  transition: options.transition !== false,
  earlyClicks: options.earlyClicks !== false,
})
