// Types for the Node tools (plain .mjs with JSDoc) that TypeScript files import.
declare module "*/chromium-path.mjs" {
  export function chromiumPath(): string | null
}

declare module "*/first-load-js.mjs" {
  export type FirstLoadJs = { route: string; files: { file: string; gzipBytes: number }[]; gzipBytes: number }
  export function htmlFileFor(route: string): string
  export function gzipSize(content: Buffer | string): number
  export function firstLoadScripts(publicDir: string, route: string): string[]
  export function firstLoadJs(publicDir: string, route: string): FirstLoadJs
  export function kilobytes(bytes: number): number
}
