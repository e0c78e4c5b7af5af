// Types for chromium-path.mjs, which playwright.config.ts and the browser tests import.
export function chromiumPath(): string | null
