import fs from "fs"
import path from "path"
import { headerRules, toHeadersFile } from "./security-headers.mjs"
import { inlineScriptHashes } from "./inline-script-hashes.mjs"
import { builtPages, kilobytes } from "./built-files.mjs"
import { robotsTxt } from "./robots-txt.mjs"
import { precompressDir } from "./precompress.mjs"
import { runScriptsAfterPaint } from "../patches/after-paint-scripts.mjs"
import { cmsBackend } from "../cms/backend"

/**
 * What the build writes after Gatsby's pages, in order: each step may read what the one before it wrote.
 * Returns a line for each step, for the build log; throws (naming page and patch) when a patch cannot apply.
 */
export function postBuild(publicDir: string, siteUrl: string): string[] {
  // First, as it adds an inline script the CSP must allow.
  const pages = builtPages(publicDir)
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8")
    fs.writeFileSync(file, runScriptsAfterPaint(html, path.relative(publicDir, file)))
  }
  const log = [`${pages.length} pages: scripts fetched after the first paint`]
  // The static-host headers file, with a CSP that allows exactly the inline scripts this build wrote.
  const scriptHashes = inlineScriptHashes(publicDir)
  const { connectOrigins, imageOrigins } = cmsBackend(process.env)
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(headerRules({ scriptHashes, admin: { connectOrigins, imageOrigins } })))
  log.push(`Wrote public/_headers: security headers, with ${scriptHashes.length} inline-script hashes in the CSP`)
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  log.push(`Wrote public/robots.txt: sitemap at ${siteUrl}`)
  // Last, so that every file above is compressed as written.
  const compressed = precompressDir(publicDir)
  log.push(`Wrote .br and .gz copies of ${compressed.files} text files: ${kilobytes(compressed.bytes)} KB, ${kilobytes(compressed.brotliBytes)} KB as Brotli`)
  return log
}
