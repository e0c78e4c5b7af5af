import fs from "fs"
import path from "path"
import { emailOrigin, headerRules, toHeadersFile } from "./security-headers.mjs"
import { inlineScriptHashes } from "./inline-script-hashes.mjs"
import { builtPages, htmlFiles, kilobytes } from "./built-files.mjs"
import { robotsTxt } from "./robots-txt.mjs"
import { toRedirectsFile, type Redirect } from "./redirects.mjs"
import { precompressDir } from "./precompress.mjs"
import { removeStaleImageFolders, removeStaleStaticQueryResults } from "./stale-files.mjs"
import { runScriptsAfterPaint } from "../patches/after-paint-scripts.mjs"
import { appDataWithCompilationHash, stableCompilationHash, withCompilationHash } from "../patches/compilation-hash.mjs"
import { checkEarlyClicks } from "../patches/early-clicks"
import { checkFontPreloads } from "../patches/font-preloads"
import { checkHydrationHooks } from "../patches/hydration-hooks"
import { patchIsOn } from "../patches/switches.mjs"
import { cmsBackend } from "../cms/backend"
import { buildTimeSettings } from "../enquiry-settings-check"
import { sendsToLocalInbox } from "../../src/enquiry/destination.mjs"

/**
 * What the build writes after Gatsby's pages, in order: each step may read what the one before it wrote.
 * Returns a line for each step, for the build log; throws (naming page and patch) when a patch cannot apply.
 */
export function postBuild(publicDir: string, siteUrl: string, redirects: ReadonlyArray<Redirect> = []): string[] {
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
  // The settings the page was built with (the environment, then .env.production): the CSP lets the form reach exactly
  // where they send, and `npm start` takes enquiries only for a build that sends them to its local inbox.
  const enquirySettings = buildTimeSettings()
  const localInbox = sendsToLocalInbox(enquirySettings)
  const rules = headerRules({ scriptHashes, connectOrigin: emailOrigin(enquirySettings), admin: { connectOrigins, imageOrigins } })
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(rules, { localInbox }))
  log.push(
    `Wrote public/_headers: security headers, with ${scriptHashes.length} inline-script hashes in the CSP; trip enquiries to ${localInbox ? "the local inbox" : emailOrigin(enquirySettings)}`
  )
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  log.push(`Wrote public/robots.txt: sitemap at ${siteUrl}`)
  fs.writeFileSync(path.join(publicDir, "_redirects"), toRedirectsFile(redirects))
  log.push(`Wrote public/_redirects: ${redirects.length} redirects (a safari page's other addresses)`)
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
