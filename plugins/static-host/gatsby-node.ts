import fs from "fs"
import path from "path"
import { kilobytes } from "../built-site/built-files.mjs"
import { postBuildStep } from "../built-site/post-build-step"
import { cmsBackend } from "../cms/lib/backend"
import { inlineScriptHashes } from "./inline-script-hashes.mjs"
import { precompressDir } from "./precompress.mjs"
import { robotsTxt } from "./robots-txt.mjs"
import { headerRules, toHeadersFile } from "./security-headers.mjs"

/**
 * Last of the steps after the build, when every other plugin has written its files: the static host's _headers,
 * with a CSP that allows exactly the inline scripts this build wrote, robots.txt, and then the Brotli and gzip
 * copies of every text file, as written.
 */
export const onPostBuild = postBuildStep((publicDir, siteUrl) => {
  const scriptHashes = inlineScriptHashes(publicDir)
  const { connectOrigins, imageOrigins } = cmsBackend(process.env)
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(headerRules({ scriptHashes, admin: { connectOrigins, imageOrigins } })))
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  const compressed = precompressDir(publicDir)
  return [
    `Wrote public/_headers: security headers, with ${scriptHashes.length} inline-script hashes in the CSP`,
    `Wrote public/robots.txt: sitemap at ${siteUrl}`,
    `Wrote .br and .gz copies of ${compressed.files} text files: ${kilobytes(compressed.bytes)} KB, ${kilobytes(compressed.brotliBytes)} KB as Brotli`,
  ]
})
