// Types for first-load-js.mjs, which the byte budget test (__tests__/browser/budget.spec.ts) imports.
export type FirstLoadJs = { route: string; files: { file: string; gzipBytes: number }[]; gzipBytes: number }
export function htmlFileFor(route: string): string
export function gzipSize(content: Buffer | string): number
export function firstLoadScripts(publicDir: string, route: string): string[]
export function firstLoadJs(publicDir: string, route: string): FirstLoadJs
export function kilobytes(bytes: number): number
