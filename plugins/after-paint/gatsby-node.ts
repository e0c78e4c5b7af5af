import { builtPages } from "../../lib/built-site/built-files.mjs"
import { postBuildStep } from "../../lib/built-site/post-build-step"
import { doChangedFiles } from "../../lib/built-site/step-memory.mjs"
import { runScriptsAfterPaint } from "./after-paint-scripts.mjs"

/**
 * Every page fetches Gatsby's scripts after its first paint (after-paint-scripts.mjs), before static-host hashes its
 * inline scripts; a page as this step left it in the last build is passed over.
 */
export const onPostBuild = postBuildStep((publicDir, _siteUrl, _options, { memory }) => {
  const pages = builtPages(publicDir)
  const done = doChangedFiles(publicDir, pages, memory(""), runScriptsAfterPaint)
  return [`${pages.length} pages: scripts fetched after the first paint (${done} new to this step)`]
})
