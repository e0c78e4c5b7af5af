import type { GatsbyNode } from "gatsby"
import { builtPages } from "../../lib/built-site/built-files.mjs"
import { postBuildStep } from "../../lib/built-site/post-build-step"
import { doChangedFiles } from "../../lib/built-site/step-memory.mjs"
import { checkEarlyClicks } from "./early-clicks"
import { HYDRATE_AS_TRANSITION_GLOBAL, checkHydrationHooks } from "./hydration-hooks"
import { hydrationOptions, type HydrationOptions } from "./options"

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({ transition: Joi.boolean().default(true), earlyClicks: Joi.boolean().default(true) })

/** gatsby-browser.tsx learns whether to hydrate as a transition as a constant: the branch not taken leaves the bundle. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }, options) => {
  const { transition } = hydrationOptions(options as HydrationOptions)
  if (stage === "build-javascript")
    actions.setWebpackConfig({ plugins: [plugins.define({ [HYDRATE_AS_TRANSITION_GLOBAL]: JSON.stringify(transition) })] })
}

/**
 * The built pages and app bundle still have what the hooks need (early-clicks.tsx, hydration-hooks.ts), or the build
 * stops. A page checked in the last build with the same bytes and options passes.
 */
export const onPostBuild = postBuildStep((publicDir, _siteUrl, options, { memory }) => {
  const { transition, earlyClicks } = hydrationOptions(options as HydrationOptions)
  if (earlyClicks) doChangedFiles(publicDir, builtPages(publicDir), memory("earlyClicks"), checkEarlyClicks)
  if (earlyClicks || transition) checkHydrationHooks(publicDir)
  return []
})
