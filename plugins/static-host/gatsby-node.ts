import fs from "fs"
import path from "path"
import { kilobytes } from "../../lib/built-site/built-files.mjs"
import { postBuildStep } from "../../lib/built-site/post-build-step"
import { serverFactsFile, serverFactsText } from "../../lib/built-site/server-facts.mjs"
import { cmsBackend } from "../cms/backend"
import { inlineScriptHashes } from "./inline-script-hashes.mjs"
import { compressorVersions, precompressDir } from "./precompress.mjs"
import { robotsTxt } from "./robots-txt"
import { emailOrigin, headerRules, toHeadersFile } from "../../lib/host-rules/security-headers.mjs"
import { toRedirectsFile } from "../../lib/host-rules/redirects.mjs"
import { buildTimeSettings } from "../enquiry-settings/settings-check"
import { sendsToLocalInbox } from "../../src/enquiry/destination.mjs"
import { counted } from "../../src/lib/count-in-words"

/**
 * Last of the steps after the build, when every other plugin has written its files: the static host's _headers,
 * with a CSP that allows exactly the inline scripts this build wrote, robots.txt, and then the Brotli and gzip
 * copies of every text file, as written (those of a file unchanged since the last build kept as they are).
 */
export const onPostBuild = postBuildStep(async (publicDir, siteUrl, _options, { redirects, memory }) => {
  const scriptHashes = inlineScriptHashes(publicDir)
  const { connectOrigins, imageOrigins } = cmsBackend(process.env)
  // The settings the page was built with (the environment, then .env.production): the CSP lets the form reach exactly
  // where they send, and `npm start` takes enquiries only for a build that sends them to its local inbox (public/_server.json says which).
  const enquirySettings = buildTimeSettings()
  const localInbox = sendsToLocalInbox(enquirySettings)
  const rules = headerRules({ scriptHashes, connectOrigin: emailOrigin(enquirySettings), admin: { connectOrigins, imageOrigins } })
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(rules))
  fs.writeFileSync(path.join(publicDir, serverFactsFile), serverFactsText({ localInbox }))
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  fs.writeFileSync(path.join(publicDir, "_redirects"), toRedirectsFile(redirects))
  const compressed = await precompressDir(publicDir, memory(compressorVersions))
  return [
    `Wrote public/_headers: security headers, with ${scriptHashes.length} inline-script hashes in the CSP; trip enquiries to ${localInbox ? "the local inbox" : emailOrigin(enquirySettings)}`,
    `Wrote public/${serverFactsFile} for npm start: trip enquiries to ${localInbox ? "its local inbox" : "EmailJS"}`,
    `Wrote public/robots.txt: sitemap at ${siteUrl}`,
    `Wrote public/_redirects: ${counted(redirects.length, "redirect", "redirects")} (a safari page's other addresses)`,
    `Wrote .br and .gz copies of ${compressed.compressed} text files new or changed since the last build; ${compressed.files} in all: ${kilobytes(compressed.bytes)} KB, ${kilobytes(compressed.brotliBytes)} KB as Brotli`,
  ]
})
