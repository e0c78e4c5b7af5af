import fs from "fs"
import path from "path"
import { headerRules, toHeadersFile } from "./security-headers.mjs"
import { inlineScriptHashes } from "./inline-script-hashes.mjs"
import { builtPages, htmlFiles, kilobytes } from "../built-site/built-files.mjs"
import { robotsTxt } from "./robots-txt.mjs"
import { precompressDir } from "./precompress.mjs"
import { removeStaleImageFolders, removeStaleStaticQueryResults } from "../reproducible-build/stale-files.mjs"
import { runScriptsAfterPaint } from "../after-paint/after-paint-scripts.mjs"
import { appDataWithCompilationHash, stableCompilationHash, withCompilationHash } from "../reproducible-build/compilation-hash.mjs"
import { checkEarlyClicks } from "../hydration/early-clicks"
import { checkFontPreloads } from "../font-preloads/font-preloads"
import { checkHydrationHooks } from "../hydration/hydration-hooks"
import { patchIsOn } from "../switches.mjs"
import { cmsBackend } from "../cms/lib/backend"

/**
 * What the build writes after Gatsby's pages, in order: each step may read what the one before it wrote.
 * Returns a line for each step, for the build log; throws (naming page and patch) when a patch cannot apply.
 */
export function postBuild(publicDir: string, siteUrl: string): string[] {
  // First, as they change inline scripts the CSP must allow; each patch applied in gatsby-ssr.tsx or
  // gatsby-browser.tsx is checked to be in the pages as Gatsby wrote them.
  const hash = stableCompilationHash(publicDir)
  const pages = builtPages(publicDir)
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    // Every page has the hash; of Gatsby's parts (public/_gatsby), the one with the scripts.
    if (pages.includes(file) || html.includes("___webpackCompilationHash"))
      fs.writeFileSync(file, withCompilationHash(html, hash, path.relative(publicDir, file)))
  }
  const appData = path.join(publicDir, "page-data", "app-data.json")
  fs.writeFileSync(appData, appDataWithCompilationHash(fs.readFileSync(appData, "utf8"), hash, path.relative(publicDir, appData)))
  const [afterPaint, earlyClicks, fontPreloads, hydrateTransition] = (
    ["after-paint", "early-clicks", "font-preloads", "hydrate-transition"] as const
  ).map((id) => patchIsOn(id))
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8")
    const name = path.relative(publicDir, file)
    if (earlyClicks) checkEarlyClicks(html, name)
    if (fontPreloads) checkFontPreloads(html, name)
    if (afterPaint) fs.writeFileSync(file, runScriptsAfterPaint(html, name))
  }
  if (earlyClicks || hydrateTransition) checkHydrationHooks(publicDir)
  const log = [
    `${pages.length} pages: compilation hash ${hash}, from the names of the build's scripts and stylesheets; ${afterPaint ? "scripts fetched after the first paint" : "scripts as Gatsby wrote them (after-paint off)"}`,
  ]
  // The static-host headers file, with a CSP that allows exactly the inline scripts this build wrote.
  const scriptHashes = inlineScriptHashes(publicDir)
  const { connectOrigins, imageOrigins } = cmsBackend(process.env)
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(headerRules({ scriptHashes, admin: { connectOrigins, imageOrigins } })))
  log.push(`Wrote public/_headers: security headers, with ${scriptHashes.length} inline-script hashes in the CSP`)
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  log.push(`Wrote public/robots.txt: sitemap at ${siteUrl}`)
  // Static query results first: an earlier build's result may be all that names an earlier build's image folder.
  const staleResults = removeStaleStaticQueryResults(publicDir)
  if (staleResults.length > 0) log.push(`Removed ${staleResults.length} static query results of earlier builds from public/page-data/sq/d`)
  const staleImages = removeStaleImageFolders(publicDir)
  if (staleImages.length > 0) log.push(`Removed ${staleImages.length} image folders of earlier builds from public/static`)
  // Last, so that every file above is compressed as written.
  const compressed = precompressDir(publicDir)
  log.push(
    `Wrote .br and .gz copies of ${compressed.files} text files: ${kilobytes(compressed.bytes)} KB, ${kilobytes(compressed.brotliBytes)} KB as Brotli`
  )
  return log
}
