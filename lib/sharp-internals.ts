// What the build relies on of gatsby-plugin-sharp's insides, named once (see docs/architecture.md,
// "What an upgrade can break"): the image-encoding plugin imports it from here, and the build stops, naming this file,
// when it is no longer so.
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import type sharpModule from "sharp"
import type { AvifOptions } from "sharp"

/** gatsby-plugin-sharp's call of sharp's avif() in its process-file.js: quality and format, no effort. */
export const pluginAvifCall = /\.avif\(\{\s*quality: transformArgs\.quality,\s*force: transformArgs\.toFormat === `avif`\s*\}\)/

const ownAvif = Symbol.for("sharp-internals: sharp's own avif()")

type AvifEncoder = (this: unknown, options?: AvifOptions) => unknown

/**
 * gatsby-plugin-sharp encodes each AVIF with sharp's `avif({ quality, force })`, so at sharp's default effort (4), and
 * drops the `avifOptions.speed` its GraphQL type offers. This gives every AVIF encoded in this process `effort` unless
 * its caller names one: sharp's avif() wrapped on its prototype, the only way in. Stops the build when
 * gatsby-plugin-sharp no longer encodes that way.
 * sharp: the sharp gatsby-plugin-sharp loads (one in the project: package.json's overrides); effort: sharp's AVIF
 * effort, 0 (fastest) to 9 (smallest files).
 */
export function encodeAvifAt(sharp: typeof sharpModule, effort: number) {
  // From the project's folder, where Gatsby and Jest run.
  const plugin = path.dirname(createRequire(path.resolve("package.json")).resolve("gatsby-plugin-sharp/package.json"))
  if (!pluginAvifCall.test(fs.readFileSync(path.join(plugin, "process-file.js"), "utf8")))
    throw new Error(
      'lib/sharp-internals.ts: gatsby-plugin-sharp\'s process-file.js no longer encodes AVIF with avif({ quality, force }): it has changed; see docs/architecture.md, "What an upgrade can break"'
    )
  const prototype = sharp.prototype as unknown as { avif: AvifEncoder; [ownAvif]?: AvifEncoder }
  const encode = prototype[ownAvif] ?? prototype.avif
  prototype[ownAvif] = encode
  prototype.avif = function avif(options?: AvifOptions) {
    return encode.call(this, { effort, ...options })
  }
}
