// @ts-check
// Brotli (quality 11) and gzip (level 9) copies of the built site's text files, written beside them as
// name.br and name.gz at the end of the build. npm start serves them as they are (@fastify/static preCompressed):
// the strongest settings cost seconds once at build instead of milliseconds on every request, and a phone on a
// weak signal gets each page's HTML in one round trip (docs/performance.md has the sizes).
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"
import { listFiles } from "../../lib/built-site/built-files.mjs"
import { contentHash } from "../../lib/built-site/step-memory.mjs"

/** Files worth compressing: text formats, at least a kilobyte (smaller ones fit in a packet anyway). */
export const compressible = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|map)$/
const minimumBytes = 1024
// The editing screen (public/admin/, the cms plugin): Brotli 11 of its large CMS bundle would add seconds to every
// build (docs/performance.md, "Other figures"), for a few editors, whose host (or npm start) compresses it as it sends it.
const uncompressedFolders = ["admin"]

const brotliOptions = (/** @type {Buffer} */ content) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
  },
})
const gzipOptions = { level: zlib.constants.Z_BEST_COMPRESSION }

/** @param {Buffer} content */
export const brotli = (content) => zlib.brotliCompressSync(content, brotliOptions(content))

/** @param {Buffer} content */
export const gzip = (content) => zlib.gzipSync(content, gzipOptions)

const brotliInPool = promisify(zlib.brotliCompress)
const gzipInPool = promisify(zlib.gzip)

/** Which Brotli and gzip wrote the copies: a copy another version writes may differ, so it is part of a memory's key. */
export const compressorVersions = `brotli ${process.versions.brotli}, zlib ${process.versions.zlib}`

/**
 * A file's bytes and its copies' as they are now: a file whose fingerprint is the one it had when its copies were
 * written last has them as this run would write them. @param {string} file @param {Buffer} content
 */
const fingerprint = (file, content) =>
  [
    contentHash(content),
    ...["br", "gz"].map((extension) => (fs.existsSync(`${file}.${extension}`) ? contentHash(fs.readFileSync(`${file}.${extension}`)) : "-")),
  ].join(" ")

/**
 * Writes name.br and name.gz beside every compressible file in dir (a copy only when it is smaller), and removes
 * every copy this run did not write: that of a file now too small or incompressible, or of one that is gone.
 * Otherwise a copy from an earlier build would still be served in place of the file. With a memory (opened under
 * compressorVersions), a file whose bytes and copies are as the last run left them keeps its copies as they are.
 * The files are compressed on every core at once: at ten times today's content, a warm build after one new post
 * compresses 338 files (docs/performance.md, "A new post at ten times").
 * @param {string} dir
 * @param {import("../../lib/built-site/step-memory.mjs").StepMemory} [memory]
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number, compressed: number }>}
 */
export async function precompressDir(dir, memory) {
  const skipped = uncompressedFolders.map((folder) => path.join(dir, folder) + path.sep)
  /** @type {Array<{ file: string, size: number }>} */
  const texts = []
  /** @type {Array<{ file: string, content: Buffer }>} */
  const changed = []
  for (const file of listFiles(dir)) {
    if (skipped.some((folder) => file.startsWith(folder))) continue
    const copyOf = file.replace(/\.(br|gz)$/, "")
    if (copyOf !== file) {
      if (!fs.existsSync(copyOf)) fs.rmSync(file)
      continue
    }
    if (!compressible.test(file)) continue
    const content = fs.readFileSync(file)
    texts.push({ file, size: content.length })
    if (!memory?.unchanged(path.relative(dir, file), fingerprint(file, content))) changed.push({ file, content })
  }
  let done = 0
  // zlib compresses in Node's pool of threads, as many at once as it has threads (four unless UV_THREADPOOL_SIZE says).
  await Promise.all(
    changed.map(async ({ file, content }) => {
      const compressed =
        content.length < minimumBytes ? null : { br: await brotliInPool(content, brotliOptions(content)), gz: await gzipInPool(content, gzipOptions) }
      for (const extension of /** @type {const} */ (["br", "gz"])) {
        const data = compressed?.[extension]
        if (data && data.length < content.length) fs.writeFileSync(`${file}.${extension}`, data)
        else fs.rmSync(`${file}.${extension}`, { force: true })
      }
      memory?.remember(path.relative(dir, file), fingerprint(file, content))
      if (compressed) done += 1
    })
  )
  const large = texts.filter(({ size }) => size >= minimumBytes)
  return {
    files: large.length,
    bytes: large.reduce((sum, { size }) => sum + size, 0),
    brotliBytes: large.reduce((sum, { file, size }) => sum + (fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : size), 0),
    compressed: done,
  }
}
