import fs from "node:fs"
import path from "node:path"
import { builtPages } from "../../lib/built-site/built-files.mjs"
import { postBuildStep } from "../../lib/built-site/post-build-step"
import { doChangedFiles } from "../../lib/built-site/step-memory.mjs"
import { appDataHashField, buildGlobalsFile, compilationHashScriptFor } from "../../lib/gatsby-internals.mjs"
import { runScriptsAfterPaint, takeBuildGlobals } from "./after-paint-scripts.mjs"

const PATCH = "after-paint (the after-paint plugin)"

/**
 * Every page fetches Gatsby's scripts after its first paint (after-paint-scripts.mjs), the build's globals first, from
 * their own file, before static-host hashes its inline scripts; a page as this step left it in the last build is
 * passed over. The globals must be the same in every page, and their compilation hash app-data.json's: otherwise
 * the build stops, naming the page or the file.
 */
export const onPostBuild = postBuildStep((publicDir, _siteUrl, _options, { memory }) => {
  const pages = builtPages(publicDir)
  let globals: { code: string; from: string } | null = null
  const done = doChangedFiles(publicDir, pages, memory(""), (html: string, file: string) => {
    const taken = takeBuildGlobals(html, file)
    if (taken.globals !== null) {
      if (globals !== null && globals.code !== taken.globals)
        throw new Error(`${PATCH}: ${file} and ${globals.from} have different chunk mappings or compilation hashes`)
      globals = { code: taken.globals, from: file }
    }
    return runScriptsAfterPaint(taken.html, file, [buildGlobalsFile])
  })
  const globalsFile = path.join(publicDir, buildGlobalsFile)
  if (globals !== null) fs.writeFileSync(globalsFile, (globals as { code: string }).code)
  if (!fs.existsSync(globalsFile))
    throw new Error(`${PATCH}: no page had Gatsby's chunk mapping, and there is no ${buildGlobalsFile} of an earlier build`)
  const appDataHash = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", "app-data.json"), "utf8"))[appDataHashField]
  if (!fs.readFileSync(globalsFile, "utf8").includes(compilationHashScriptFor(appDataHash)))
    throw new Error(`${PATCH}: ${buildGlobalsFile} has another compilation hash than page-data/app-data.json (${appDataHash})`)
  return [`${pages.length} pages: scripts fetched after the first paint, the build's globals from ${buildGlobalsFile} (${done} new to this step)`]
})
