// dotenv 8, the version Gatsby 5 reads .env files with, ships its types (types/index.d.ts) outside its package.json
// "exports", which TypeScript's "bundler" resolution honours: the one function the build uses, as those types declare it.
declare module "dotenv" {
  export function parse(src: string | Buffer, options?: { debug?: boolean }): Record<string, string>
}
