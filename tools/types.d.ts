// Types for the Node tools (plain .mjs with JSDoc) that TypeScript files import.
declare module "*/browser-engines.mjs" {
  export function chromiumPath(): string | null
  export const chromiumArgs: string[]
  export function firefoxPath(): string | null
  export function webkitTools(): { driver: string; browser: string; xvfb: string } | null
  export function metricFontsPath(): string | null
  export const metricFonts: { label: string; packages: string[]; found: () => boolean }
  export const engines: Array<{ name: "chromium" | "firefox" | "webkit"; label: string; packages: string[]; found: () => boolean }>
}

declare module "*/first-load-js.mjs" {
  export type FirstLoadJs = { route: string; files: { file: string; gzipBytes: number }[]; gzipBytes: number }
  export function htmlFileFor(route: string): string
  export function gzipSize(content: Buffer | string): number
  export function firstLoadScripts(publicDir: string, route: string): string[]
  export function firstLoadJs(publicDir: string, route: string): FirstLoadJs
  export function kilobytes(bytes: number): number
}
