import type { GatsbyNode } from "gatsby"
import { builtPages } from "../../lib/built-site/built-files.mjs"
import { postBuildStep } from "../../lib/built-site/post-build-step"
import { doChangedFiles } from "../../lib/built-site/step-memory.mjs"
import { checkEarlyClicks } from "./early-clicks"
import { checkHydrationHooks } from "./hydration-hooks"
import { hydrationOptions, type HydrationOptions } from "./options"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) => Joi.object({ earlyClicks: Joi.boolean().default(true) })

/**
 * The built pages and app bundle still have what the hooks need (early-clicks.tsx, hydration-hooks.ts), or the build
 * stops. A page checked in the last build with the same bytes and options passes.
 */
export const onPostBuild = postBuildStep((publicDir, _siteUrl, options, { memory }) => {
  const { earlyClicks } = hydrationOptions(options as HydrationOptions)
  if (earlyClicks) {
    doChangedFiles(publicDir, builtPages(publicDir), memory("earlyClicks"), checkEarlyClicks)
    checkHydrationHooks(publicDir)
  }
  return []
})
