import { builtPages } from "../../lib/built-site/built-files.mjs"
import { postBuildStep } from "../../lib/built-site/post-build-step"
import { doChangedFiles } from "../../lib/built-site/step-memory.mjs"
import { checkFontPreloads } from "./font-preloads"

/**
 * Every built page preloads fonts its own CSS uses (font-preloads.tsx); one that does not stops the build. A page
 * checked in the last build, with the same bytes, passes.
 */
export const onPostBuild = postBuildStep((publicDir, _siteUrl, _options, { memory }) => {
  doChangedFiles(publicDir, builtPages(publicDir), memory(""), checkFontPreloads)
  return []
})
