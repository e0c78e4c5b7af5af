// A build on a warm public/ ends with the files a clean build writes, and no others. (gatsby-node.ts has webpack remove earlier
// builds' scripts and stylesheets; these are the files Gatsby itself leaves behind.) Gatsby keeps them on purpose, for
// visitors still on an earlier deploy (https://github.com/gatsbyjs/gatsby/issues/2751,
// https://github.com/gatsbyjs/gatsby/issues/6931); a static host that publishes each build whole needs none of them.
//
// Image folders: gatsby-plugin-sharp and gatsby-source-filesystem write each photograph's files into public/static/<digest>/, the
// digest of the source file. When a photograph changes or goes, the files of the old one stay in a warm public/,
// and a host would publish them. This removes every such folder that no page, page data, script or stylesheet
// names. A folder removed here and needed again later is written again: Gatsby runs a photograph's jobs again when its
// source changes, and gatsby-node.ts has it forget the jobs of each folder removed, for a photograph put back unchanged.
import fs from "node:fs"
import path from "node:path"
import { listFiles } from "../../lib/built-site/built-files.mjs"
import {
  staticQueryHashes as STATIC_QUERY_HASHES,
  staticQueryResult as STATIC_QUERY_RESULT,
  staticQueryResultsDir,
} from "../../lib/gatsby-internals.mjs"

/**
 * Static query results: Gatsby writes each static query's result to public/page-data/sq/d/<hash>.json and never
 * removes one whose query changed or went, so a warm public/ keeps the results (and through them the image folders)
 * of queries no page runs any more. This removes every result, with its .br and .gz copies, that no page's or slice's
 * data lists among its staticQueryHashes; returns the names of the results removed.
 */
export function removeStaleStaticQueryResults(publicDir: string): string[] {
  const resultsDir = path.join(publicDir, ...staticQueryResultsDir)
  if (!fs.existsSync(resultsDir)) return []
  const used = new Set<string>()
  const dataFiles = listFiles(publicDir).filter(
    (file) => /(page|slice)-data[/\\].*\.json$/.test(path.relative(publicDir, file)) && !file.startsWith(resultsDir)
  )
  for (const file of dataFiles) {
    for (const [, list] of fs.readFileSync(file, "utf8").matchAll(STATIC_QUERY_HASHES)) {
      for (const hash of list.split(",")) used.add(hash.replace(/"/g, "").trim())
    }
  }
  const stale = fs.readdirSync(resultsDir).filter((name) => {
    const hash = STATIC_QUERY_RESULT.exec(name)?.[1]
    return hash !== undefined && !used.has(hash)
  })
  for (const name of stale) fs.rmSync(path.join(resultsDir, name))
  return stale.filter((name) => name.endsWith(".json"))
}

const IMAGE_FOLDER = /^[0-9a-f]{32}$/
const TEXT_FILE = /\.(html|json|js|css|webmanifest)$/
const REFERENCE = /\/static\/([0-9a-f]{32})\//g

/** Removes the image folders of public/static that nothing in public/ refers to; returns their names. */
export function removeStaleImageFolders(publicDir: string): string[] {
  const staticDir = path.join(publicDir, "static")
  if (!fs.existsSync(staticDir)) return []
  const referenced = new Set<string>()
  for (const file of listFiles(publicDir).filter((name) => TEXT_FILE.test(name))) {
    for (const [, digest] of fs.readFileSync(file, "utf8").matchAll(REFERENCE)) referenced.add(digest)
  }
  const stale = fs.readdirSync(staticDir).filter((name) => IMAGE_FOLDER.test(name) && !referenced.has(name))
  for (const name of stale) fs.rmSync(path.join(staticDir, name), { recursive: true })
  return stale
}
