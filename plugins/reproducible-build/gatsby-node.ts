import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { builtPages, htmlFiles } from "../../lib/built-site/built-files.mjs"
import { postBuildStep } from "../../lib/built-site/post-build-step"
import { doChangedFiles } from "../../lib/built-site/step-memory.mjs"
import { appDataWithCompilationHash, stableCompilationHash, stableHashPlugin, withCompilationHash } from "./compilation-hash"
import { withStableRuntimeNames } from "./runtime-names"
import { STYLESHEETS_GLOBAL, buildStylesheets } from "./stylesheet-names"
import { removeStaleImageFolders, removeStaleStaticQueryResults } from "./stale-files"
import {
  buildGlobalsFile,
  compilationHashMarker,
  compilationHashScript,
  compilationHashScriptFor,
  hashedAsset,
  projectDirectory,
} from "../../lib/gatsby-internals.mjs"

/**
 * The browser bundle: stale assets cleaned, the runtime minified with stable names (runtime-names.ts) and webpack's
 * compilation hash the stable one (compilation-hash.ts); the HTML renderer, built after it, gets the names of this
 * build's stylesheets (stylesheet-names.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, getConfig, plugins, store }) => {
  if (stage === "build-html") {
    const publicDir = path.join(projectDirectory(store), "public")
    actions.setWebpackConfig({ plugins: [plugins.define({ [STYLESHEETS_GLOBAL]: JSON.stringify(buildStylesheets(publicDir)) })] })
    return
  }
  if (stage !== "build-javascript") return
  const config = getConfig()
  // Stale assets: a clean build's public/ has only this build's scripts and stylesheets; one built on a warm public/
  // also kept every earlier build's. webpack's own clean step removes them, and nothing else of public/: not the Brotli
  // and gzip copies, which static-host keeps with a file still there and unchanged, and removes with a file that is gone.
  config.output = { ...config.output, clean: { keep: (file: string) => !hashedAsset.test(file) } }
  config.optimization.minimizer = withStableRuntimeNames(config.optimization.minimizer, (options: object) => plugins.minifyJs(options))
  config.plugins = [...(config.plugins ?? []), stableHashPlugin()]
  actions.replaceWebpackConfig(config)
}

/**
 * First of the steps after the build (the compilation hash is in inline scripts static-host hashes for the CSP):
 * the pages' and app-data.json's hash derived from what the build ships; then earlier builds' files removed. A page
 * as this step left it in the last build, under the same hash, is passed over.
 */
export const onPostBuild = postBuildStep((publicDir, _siteUrl, _options, { memory, forgetImageJobs }) => {
  const hash = stableCompilationHash(publicDir)
  const pages = new Set(builtPages(publicDir).map((file) => path.relative(publicDir, file)))
  // Every page has the hash; of Gatsby's parts (public/_gatsby), the one with the scripts.
  const patched = doChangedFiles(publicDir, htmlFiles(publicDir), memory(hash), (html, name) =>
    pages.has(name) || html.includes(compilationHashMarker) ? withCompilationHash(html, hash, name) : undefined
  )
  // The build's globals of an earlier build (plugins/after-paint), for the pages that load them and Gatsby left as
  // they were; after-paint writes them anew from any page Gatsby rendered again.
  const globals = path.join(publicDir, buildGlobalsFile)
  if (fs.existsSync(globals)) {
    const code = fs.readFileSync(globals, "utf8")
    if (code.match(compilationHashScript)?.length !== 1)
      throw new Error(`compilation hash (the reproducible-build plugin): ${buildGlobalsFile} has no single compilation hash`)
    fs.writeFileSync(globals, code.replace(compilationHashScript, compilationHashScriptFor(hash)))
  }
  const appData = path.join(publicDir, "page-data", "app-data.json")
  fs.writeFileSync(appData, appDataWithCompilationHash(fs.readFileSync(appData, "utf8"), hash, path.relative(publicDir, appData)))
  const log = [
    `${pages.size} pages: compilation hash ${hash}, from the names of the build's scripts and stylesheets (${patched} HTML files new to it)`,
  ]
  // Static query results first: an earlier build's result may be all that names an earlier build's image folder.
  const staleResults = removeStaleStaticQueryResults(publicDir)
  if (staleResults.length > 0) log.push(`Removed ${staleResults.length} static query results of earlier builds from public/page-data/sq/d`)
  // A photograph taken off the site (a testimonial withdrawn) and put back later, unchanged, is written again: Gatsby
  // would otherwise remember its jobs as done and write nothing (lib/gatsby-internals.mjs, forgetJobsOn).
  const staleImages = removeStaleImageFolders(publicDir)
  if (staleImages.length > 0)
    log.push(
      `Removed ${staleImages.length} image folders of earlier builds from public/static; ${forgetImageJobs(staleImages)} image jobs to run again if a page asks for them`
    )
  return log
})
