// @ts-check
// The built site without its JavaScript, for `npm run bench -- --no-js`: a copy of public/ whose pages have every
// script element removed (their inline scripts and the after-paint loader; JSON-LD, which no browser runs, stays), so
// Lighthouse can measure the same HTML, styles, fonts and photographs with nothing run. A page's first paint and its
// LCP should not come later with the scripts than without them (equal within 2% is the bar the bench prints).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { brotli, gzip } from "../plugins/static-host/precompress.mjs"

/** Every element the browser would run: a script without a type, or of a JavaScript type or module. */
const runnableScript = /<script\b(?![^>]*\btype="(?!text\/javascript"|module")[^"]*")[^>]*>[\s\S]*?<\/script>/g

/** @param {string} html */
export const withoutScripts = (html) => html.replace(runnableScript, "")

/**
 * A copy of `publicDir` in a temporary folder with the scripts taken out of every page, its precompressed twins
 * (.br, .gz) written again so it is served as the site is.
 * @param {string} publicDir
 * @returns {{ dir: string, cleanUp: () => void }}
 */
export function noJsTwin(publicDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "no-js-twin-"))
  fs.cpSync(publicDir, dir, { recursive: true })
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = Buffer.from(withoutScripts(fs.readFileSync(file, "utf8")))
    fs.writeFileSync(file, html)
    if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, brotli(html))
    if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, gzip(html))
  }
  return { dir, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
