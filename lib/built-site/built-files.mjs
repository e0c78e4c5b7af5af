// @ts-check
// The files of a build folder (public/), for the steps and checks that go over all of them.
import fs from "node:fs"
import path from "node:path"

/** Every file under dir, in any folder below it. @param {string} dir @returns {string[]} */
export function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return listFiles(full)
    return entry.isFile() ? [full] : []
  })
}

/** Every .html file under dir. @param {string} dir @returns {string[]} */
export const htmlFiles = (dir) => listFiles(dir).filter((file) => file.endsWith(".html"))

// Folders of public/ whose HTML is no page of the site: the parts (slices) Gatsby stitches pages from, and the
// editing screen (plugins/cms/lib/), which has its own headers and none of the site's scripts.
const notPages = ["_gatsby", "admin"]

/**
 * The built pages: every .html file but those in public/_gatsby and public/admin. @param {string} publicDir @returns {string[]}
 */
export const builtPages = (publicDir) =>
  htmlFiles(publicDir).filter((file) => !notPages.some((folder) => path.relative(publicDir, file).startsWith(`${folder}${path.sep}`)))

/** Bytes as kilobytes with one decimal, as the build log, the bench and the budgets give sizes. @param {number} bytes */
export const kilobytes = (bytes) => Math.round((bytes / 1024) * 10) / 10
