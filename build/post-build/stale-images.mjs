// @ts-check
// A build on a warm public/ ends with the image files a clean build writes, and no others.
//
// gatsby-plugin-sharp and gatsby-source-filesystem write each photograph's files into public/static/<digest>/, the
// digest of the source file. When a photograph changes or goes, the files of the old one stay in a warm public/,
// and a host would publish them. This removes every such folder that no page, page data, script or stylesheet
// names. (Gatsby runs a photograph's jobs again when its source changes, so a folder removed here and needed again
// later is written again.)
import fs from "node:fs"
import path from "node:path"
import { listFiles } from "./built-files.mjs"

const IMAGE_FOLDER = /^[0-9a-f]{32}$/
const TEXT_FILE = /\.(html|json|js|css|webmanifest)$/
const REFERENCE = /\/static\/([0-9a-f]{32})\//g

/**
 * Removes the image folders of public/static that nothing in public/ refers to; returns their names.
 * @param {string} publicDir
 * @returns {string[]}
 */
export function removeStaleImageFolders(publicDir) {
  const staticDir = path.join(publicDir, "static")
  if (!fs.existsSync(staticDir)) return []
  const referenced = new Set()
  for (const file of listFiles(publicDir).filter((name) => TEXT_FILE.test(name))) {
    for (const [, digest] of fs.readFileSync(file, "utf8").matchAll(REFERENCE)) referenced.add(digest)
  }
  const stale = fs.readdirSync(staticDir).filter((name) => IMAGE_FOLDER.test(name) && !referenced.has(name))
  for (const name of stale) fs.rmSync(path.join(staticDir, name), { recursive: true })
  return stale
}
