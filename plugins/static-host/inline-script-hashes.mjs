// @ts-check
// SHA-256 hashes of the inline scripts Gatsby writes into the built pages, for the CSP's script-src.
import crypto from "node:crypto"
import fs from "node:fs"
import { htmlFiles } from "../../lib/built-site/built-files.mjs"

const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi

/** The distinct hashes ("sha256-…") of every executable inline script in the HTML files under `publicDir`. */
export function inlineScriptHashes(/** @type {string} */ publicDir) {
  const hashes = new Set()
  for (const file of htmlFiles(publicDir)) {
    for (const [, attributes, body] of fs.readFileSync(file, "utf8").matchAll(inlineScript)) {
      // JSON-LD and other data blocks are never executed, so the CSP does not cover them.
      if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue
      if (!body) continue
      hashes.add(`sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}`)
    }
  }
  return [...hashes].sort()
}
