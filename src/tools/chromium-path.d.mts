// Types for chromium-path.mjs, so playwright.config.ts type-checks.
export declare function chromiumPath(): string | null
