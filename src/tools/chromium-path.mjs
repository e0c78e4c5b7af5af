// @ts-check
// Where the Chromium for the browser tests is: CHROME_PATH, Debian's, or Playwright's own download.
import fs from "node:fs"

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]

/** @returns {string | null} */
export function chromiumPath() {
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate
  }
  return null
}
