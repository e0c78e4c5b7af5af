// @ts-check
// What a step after the build left in each file of public/, by the hash of the file's bytes, so that the next
// build's step can pass over every file that is exactly as it left it and work only on the others. A warm build
// keeps the HTML Gatsby did not render again, already done by these steps, and Gatsby also writes some pages again
// with the very same bytes: only the bytes decide, never a guess at what Gatsby changed. Kept in Gatsby's cache folder,
// so that `gatsby clean` and Gatsby's own cache invalidation (a plugin's code, gatsby-config.ts) forget it too.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/** The hash of a file's bytes that the memory compares. @param {Buffer | string} bytes */
export const contentHash = (bytes) => crypto.createHash("sha256").update(bytes).digest("base64")

/**
 * @typedef {object} StepMemory
 * @property {(name: string, fingerprint: string) => boolean} unchanged whether the file named (its path in public/)
 *   has the fingerprint the step left it with last time (kept for the next build when it has)
 * @property {(name: string, fingerprint: string) => void} remember the fingerprint the step leaves the file with now
 * @property {() => void} save writes what this build's step remembered, and only that (a file gone is forgotten)
 */

/**
 * A step's memory, kept in `file`. `key` is everything else the step's output depends on (the compilation hash it
 * writes, its options): under another key, or when the file is missing or unreadable, every file is new.
 * @param {string} file
 * @param {string} key
 * @returns {StepMemory}
 */
export function stepMemory(file, key) {
  const before = earlier(file, key)
  /** @type {Map<string, string>} */
  const now = new Map()
  return {
    unchanged(name, fingerprint) {
      if (before.get(name) !== fingerprint) return false
      now.set(name, fingerprint)
      return true
    },
    remember(name, fingerprint) {
      now.set(name, fingerprint)
    },
    save() {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      // Written whole under another name first: a build stopped midway leaves the earlier memory or none, never half.
      fs.writeFileSync(`${file}.tmp`, JSON.stringify({ key, files: Object.fromEntries(now) }))
      fs.renameSync(`${file}.tmp`, file)
    },
  }
}

/** @param {string} file @param {string} key @returns {Map<string, string>} */
function earlier(file, key) {
  try {
    const saved = JSON.parse(fs.readFileSync(file, "utf8"))
    if (saved?.key === key && saved.files && typeof saved.files === "object")
      return new Map(Object.entries(saved.files).filter(([, fingerprint]) => typeof fingerprint === "string"))
  } catch {
    // None yet, or unreadable: the step does every file.
  }
  return new Map()
}

/**
 * Runs `work` on each file the memory does not have as the step left it: `work` gets the text and the file's path
 * in public/, and returns the text to write, or undefined to leave the file as it is (a check throws instead). The
 * bytes a file is left with are remembered only when the step's work on them changes nothing (a check passed, a patch
 * done twice gives the same), so that a file is passed over only when doing it would leave it as it is. A page is
 * remembered as the step leaves it, and a later step may change it again; the next build's step then does it once
 * more, and remembers it as it finds it. Returns how many files were done.
 * @param {string} publicDir
 * @param {string[]} files
 * @param {StepMemory} memory
 * @param {(text: string, name: string) => string | void} work
 */
export function doChangedFiles(publicDir, files, memory, work) {
  let done = 0
  for (const file of files) {
    const name = path.relative(publicDir, file)
    const bytes = fs.readFileSync(file)
    if (memory.unchanged(name, contentHash(bytes))) continue
    const text = bytes.toString("utf8")
    const changed = work(text, name)
    if (changed === undefined || changed === text) memory.remember(name, contentHash(bytes))
    else {
      fs.writeFileSync(file, changed)
      if (work(changed, name) === changed) memory.remember(name, contentHash(changed))
    }
    done += 1
  }
  return done
}
