// @ts-check
// Decap CMS's local backend (decap-server), as `npm run edit` and the editing screen's tests start it, with every file
// it saves written whole: first to a hidden file beside it, then moved into place in one step.
//
// Why: decap-server saves with fs.writeFile, which empties the file and then writes it. `gatsby develop` watches
// content/ and can read a file between the two; the file then had no content for Gatsby ("Missing content:
// content/safari-cards.json" on the page, or a new photograph that never showed), and it stayed so until the next save,
// because the watcher reports one change for both. A file moved into place is either the old file or the new one.
// The hidden file never reaches Gatsby: gatsby-config.ts leaves content/'s hidden files out.
//
// Environment as decap-server's own (PORT, BIND_HOST, MODE, GIT_REPO_DIRECTORY, LOG_LEVEL).
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"

const writeInPlace = fs.promises.writeFile
let written = 0

/**
 * Writes `data` to `file` so that a reader sees either the old file or the whole new one, never part of it: into a
 * hidden file in the same folder (so the move stays on one disk), flushed to the disk, then renamed over `file`.
 * @param {string} file @param {string | Uint8Array} data
 */
export async function writeFileWhole(file, data) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${++written}.tmp`)
  const handle = await fs.promises.open(temporary, "wx")
  try {
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await fs.promises.rename(temporary, file)
  } catch (error) {
    await fs.promises.rm(temporary, { force: true })
    throw error
  }
}

/**
 * fs.promises.writeFile, with the files of the working tree `root` written whole. Anything else (another folder, a
 * file handle, options such as append) is written as Node writes it.
 * @param {string} root
 * @returns {typeof fs.promises.writeFile}
 */
export function writeFileInTree(root) {
  const inside = path.resolve(root) + path.sep
  return async (file, data, options) => {
    const whole =
      typeof file === "string" &&
      path.resolve(file).startsWith(inside) &&
      options === undefined &&
      (typeof data === "string" || data instanceof Uint8Array)
    if (!whole) return writeInPlace(file, data, options)
    // A link is written through, as before: moving a file over it would replace the link itself.
    const link = await fs.promises.lstat(file).then(
      (stats) => stats.isSymbolicLink(),
      () => false
    )
    return link ? writeInPlace(file, data) : writeFileWhole(file, data)
  }
}

const root = process.env.GIT_REPO_DIRECTORY
if (root && process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  fs.promises.writeFile = writeFileInTree(root)
  createRequire(import.meta.url)("decap-server/dist/index.js")
}
