/** Where the Chromium for the browser tests is: CHROME_PATH, Debian's, or null for Playwright's own download. */
export function chromiumPath(): string | null
