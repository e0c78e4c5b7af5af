// @ts-check
// Saving a file of the working tree so that `gatsby develop`, which watches content/, reads it whole and keeps the
// change: tools/local-backend.mjs (the editing screen's saves) and the editing screen's tests (putting files back) both
// write this way. Why each step: tools/local-backend.mjs.
import fs from "node:fs"
import path from "node:path"

const writeInPlace = fs.promises.writeFile
let written = 0

/**
 * Writes `data` to `file` so that a reader sees either the old file or the whole new one, never part of it: into a
 * hidden file in the same folder (so the move stays on one disk), flushed to the disk, then renamed over `file`.
 * @param {string} file @param {string | Uint8Array} data
 */
async function writeFileWhole(file, data) {
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

/** When a saved file is touched again, in milliseconds after the save (see above). */
const touchesAfterSave = [1_000, 5_000]

/**
 * Touches `file` at each of `delays` (its modification time set to the time of the touch), so that a watcher reads it
 * again; a file gone meanwhile is left alone.
 * @param {string} file @param {ReadonlyArray<number>} delays
 */
function touchLater(file, delays) {
  for (const delay of delays)
    setTimeout(() => {
      const now = new Date()
      fs.promises.utimes(file, now, now).catch(() => undefined)
    }, delay).unref()
}

/**
 * Saves `data` to `file` as `gatsby develop` needs it: written whole (a link written through, as before: moving a
 * file over it would replace the link itself), then touched again after each of `touchesAfterSave`.
 * @param {string} file @param {string | Uint8Array} data
 */
export async function saveForDevelop(file, data) {
  const link = await fs.promises.lstat(file).then(
    (stats) => stats.isSymbolicLink(),
    () => false
  )
  await (link ? writeInPlace(file, data) : writeFileWhole(file, data))
  touchLater(file, touchesAfterSave)
}

/**
 * fs.promises.writeFile, with the files of the working tree `root` saved as `gatsby develop` needs them
 * (saveForDevelop). Anything else (another folder, a file handle, options such as append) is written as Node writes it.
 * @param {string} root
 * @returns {typeof fs.promises.writeFile}
 */
export function writeFileInTree(root) {
  const inside = path.resolve(root) + path.sep
  return async (file, data, options) => {
    const inTree =
      typeof file === "string" &&
      path.resolve(file).startsWith(inside) &&
      options === undefined &&
      (typeof data === "string" || data instanceof Uint8Array)
    return inTree ? saveForDevelop(file, data) : writeInPlace(file, data, options)
  }
}
