// @ts-check
// A file of public/ that the server answers by (the headers, the redirects, what the build tells it), followed as the
// build on disk changes: after a rebuild, `npm start` answers as the new build says, without a restart.
import fs from "node:fs"

/**
 * A file's modification time moves in steps (a kernel tick on ext4, 2 s on FAT): a file rewritten within one step at
 * the same size looks unchanged. One modified less than this long ago is read at every call until it is older.
 */
const RECENT_MS = 2_000

/**
 * What `read` makes of the file as it is on disk now. Each call costs one stat; the file is read again only when it
 * has changed (another inode, size or modification time), was written in the last two seconds, or appeared or went
 * (`read` is then given null). The stat comes before the read: a file rewritten in between is read again at the next
 * call, never kept half-written.
 * @template T
 * @param {string} file
 * @param {(text: string | null) => T} read
 * @returns {() => T}
 */
export function builtFile(file, read) {
  /** @type {string | undefined} */
  let seen
  /** @type {T} */
  let value
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    const now = stat ? `${stat.ino} ${stat.size} ${stat.mtimeMs}` : "none"
    if (now !== seen) {
      value = read(stat ? readOrNull(file) : null)
      seen = stat && Date.now() - stat.mtimeMs < RECENT_MS ? undefined : now
    }
    return value
  }
}

/** @param {string} file */
function readOrNull(file) {
  try {
    return fs.readFileSync(file, "utf8")
  } catch {
    return null
  }
}
