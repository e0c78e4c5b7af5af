// @ts-check
// Every image of one build compared with those of another: `node bench/compare-images.mjs BEFORE AFTER [--sample N | --all] [--source DIR]`,
// BEFORE and AFTER being two public/ folders, such as one built before an upgrade of sharp and one built after;
// `--source content` also measures each sampled image against its source photograph.
//
//   1. The file lists: gatsby-plugin-sharp names an image static/<source digest>/<options digest>/<name>.<format>, from
//      the source photograph and the options alone, so a new sharp should give the same names. A name found on one side
//      only is matched by its name with the digests left out, when that is unique; the rest are listed.
//   2. Sizes, per format and in all, how many files are byte for byte the same, and the largest relative difference of one file.
//   3. Pixels, on a sample taken evenly across each format (or on every image with --all): both files decoded to RGBA at
//      the size of BEFORE's, their mean absolute difference (0–255 per channel) and PSNR (dB; "identical" when equal).
//      Two lossy encodings of one photograph differ by themselves, so for a changed encoder the telling figure is each
//      one's PSNR against the source photograph (--source DIR: the photograph whose MD5 is the image's first digest,
//      resized and cropped as gatsby-plugin-sharp does); higher is closer to the photograph.
// Exits 1 when the file lists differ or an image no longer decodes; the figures themselves are for a person to judge.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { kilobytes, listFiles } from "../lib/built-site/built-files.mjs"

const imageExtensions = [".avif", ".webp", ".jpg", ".jpeg", ".png", ".gif"]

/** The images under a public/ folder, by their path inside it. @param {string} dir @returns {Map<string, number>} path → bytes */
export function builtImages(dir) {
  const images = new Map()
  for (const file of listFiles(dir)) {
    if (!imageExtensions.includes(path.extname(file).toLowerCase())) continue
    images.set(path.relative(dir, file).split(path.sep).join("/"), fs.statSync(file).size)
  }
  return images
}

/** An image's path without gatsby-plugin-sharp's digests (hex folders), to match renamed files. @param {string} file */
export const withoutDigests = (file) => file.replace(/(^|\/)[0-9a-f]{5,32}(?=\/)/g, "$1*")

/**
 * Pairs the images of two builds: by the same path, then by the path without digests where only one file on each side has it.
 * @param {Map<string, number>} before @param {Map<string, number>} after
 */
export function pairImages(before, after) {
  /** @type {[string, string][]} */
  const pairs = []
  const onlyBefore = [...before.keys()].filter((file) => !after.has(file))
  const onlyAfter = [...after.keys()].filter((file) => !before.has(file))
  for (const file of before.keys()) if (after.has(file)) pairs.push([file, file])
  /** @param {string[]} files */
  const byKey = (files) => {
    /** @type {Map<string, string[]>} */
    const keyed = new Map()
    for (const file of files) keyed.set(withoutDigests(file), [...(keyed.get(withoutDigests(file)) ?? []), file])
    return keyed
  }
  const beforeKeyed = byKey(onlyBefore)
  const afterKeyed = byKey(onlyAfter)
  const unmatchedBefore = []
  for (const [key, files] of beforeKeyed) {
    const others = afterKeyed.get(key)
    if (files.length === 1 && others?.length === 1) {
      pairs.push([files[0], others[0]])
      afterKeyed.delete(key)
    } else unmatchedBefore.push(...files)
  }
  const unmatchedAfter = [...afterKeyed.values()].flat()
  return { pairs, renamed: pairs.filter(([a, b]) => a !== b).length, unmatchedBefore, unmatchedAfter }
}

/** Every `step`-th image of each format, so the sample spans formats and photographs. @param {string[]} files @param {number} perFormat */
export function sampleAcrossFormats(files, perFormat) {
  /** @type {Map<string, string[]>} */
  const byFormat = new Map()
  for (const file of [...files].sort()) {
    const format = path.extname(file).toLowerCase()
    byFormat.set(format, [...(byFormat.get(format) ?? []), file])
  }
  return [...byFormat.values()].flatMap((list) => {
    const count = Math.min(perFormat, list.length)
    return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)])
  })
}

/**
 * Mean absolute difference (per channel, 0–255) and PSNR (dB) of two images, decoded to RGBA at the size of the first.
 * @param {string} beforeFile @param {string} afterFile
 */
export async function pixelDifference(beforeFile, afterFile) {
  const a = await sharp(beforeFile).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const { width, height } = a.info
  const afterMeta = await sharp(afterFile).metadata()
  const sameSize = afterMeta.width === width && afterMeta.height === height
  const b = await sharp(afterFile).resize(width, height, { fit: "fill" }).ensureAlpha().raw().toBuffer()
  let absolute = 0
  let squared = 0
  for (let i = 0; i < a.data.length; i++) {
    const d = a.data[i] - b[i]
    absolute += Math.abs(d)
    squared += d * d
  }
  const mse = squared / a.data.length
  return {
    width,
    height,
    sameSize,
    meanAbsolute: absolute / a.data.length,
    psnr: mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse),
  }
}

/** The photographs under dir by their MD5, which gatsby-plugin-sharp names its folder of each after. @param {string} dir */
export function sourcePhotographs(dir) {
  return new Map(
    listFiles(dir)
      .filter((file) => imageExtensions.includes(path.extname(file).toLowerCase()))
      .map((file) => [crypto.createHash("md5").update(fs.readFileSync(file)).digest("hex"), file])
  )
}

/**
 * PSNR (dB) of a built image against its source photograph, turned upright, resized and cropped to the built size as
 * gatsby-plugin-sharp's defaults do (fit cover, attention), both in RGBA.
 * @param {string} builtFile @param {string} sourceFile
 */
export async function psnrAgainstSource(builtFile, sourceFile) {
  const built = await sharp(builtFile).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const { width, height } = built.info
  const reference = await sharp(sourceFile)
    .rotate()
    .resize(width, height, { fit: "cover", position: sharp.strategy.attention })
    .ensureAlpha()
    .raw()
    .toBuffer()
  let squared = 0
  for (let i = 0; i < built.data.length; i++) squared += (built.data[i] - reference[i]) ** 2
  const mse = squared / built.data.length
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse)
}

/** @param {number} n */
const percent = (n) => `${n >= 0 ? "+" : ""}${(n * 100).toFixed(1)}%`
/** @param {number} db */
const decibels = (db) => (db === Infinity ? "identical" : `${db.toFixed(1)} dB`)

/** @param {string[]} argv */
async function main(argv) {
  const [beforeDir, afterDir, ...options] = argv
  if (!beforeDir || !afterDir) {
    console.error("usage: node bench/compare-images.mjs BEFORE-PUBLIC AFTER-PUBLIC [--sample N-PER-FORMAT | --all] [--source CONTENT-DIR]")
    return 2
  }
  const sampleAt = options.indexOf("--sample")
  const sourceAt = options.indexOf("--source")
  const sourceDir = sourceAt >= 0 ? options[sourceAt + 1] : undefined
  const perFormat = options.includes("--all") ? Infinity : sampleAt >= 0 ? Number(options[sampleAt + 1]) : 3
  const before = builtImages(beforeDir)
  const after = builtImages(afterDir)
  const { pairs, renamed, unmatchedBefore, unmatchedAfter } = pairImages(before, after)
  console.log(`Images: ${before.size} before, ${after.size} after; ${pairs.length} paired (${renamed} by name without digests)`)
  for (const file of unmatchedBefore) console.log(`  only before: ${file}`)
  for (const file of unmatchedAfter) console.log(`  only after:  ${file}`)

  // Sizes, per format.
  /** @type {Map<string, { count: number, before: number, after: number, same: number }>} */
  const formats = new Map()
  let largest = { file: "", change: 0 }
  for (const [a, b] of pairs) {
    const format = path.extname(a).toLowerCase().slice(1)
    const row = formats.get(format) ?? { count: 0, before: 0, after: 0, same: 0 }
    const [sizeA, sizeB] = [/** @type {number} */ (before.get(a)), /** @type {number} */ (after.get(b))]
    row.count++
    row.before += sizeA
    row.after += sizeB
    if (sizeA === sizeB && fs.readFileSync(path.join(beforeDir, a)).equals(fs.readFileSync(path.join(afterDir, b)))) row.same++
    formats.set(format, row)
    const change = sizeB / sizeA - 1
    if (Math.abs(change) > Math.abs(largest.change)) largest = { file: b, change }
  }
  const total = { count: 0, before: 0, after: 0, same: 0 }
  console.log("\nformat  files  identical  before (KB)  after (KB)  change")
  for (const [format, row] of [...formats].sort()) {
    for (const key of /** @type {const} */ (["count", "before", "after", "same"])) total[key] += row[key]
    console.log(
      `${format.padEnd(6)}  ${String(row.count).padStart(5)}  ${String(row.same).padStart(9)}  ${String(kilobytes(row.before)).padStart(11)}  ${String(kilobytes(row.after)).padStart(10)}  ${percent(row.after / row.before - 1)}`
    )
  }
  console.log(
    `${"all".padEnd(6)}  ${String(total.count).padStart(5)}  ${String(total.same).padStart(9)}  ${String(kilobytes(total.before)).padStart(11)}  ${String(kilobytes(total.after)).padStart(10)}  ${percent(total.after / total.before - 1)}`
  )
  console.log(`largest change of one file: ${percent(largest.change)} (${largest.file})`)

  // Pixels, on the sample: one build's image against the other's and, with --source, each against its source photograph.
  const byAfter = new Map(pairs.map(([a, b]) => [a, b]))
  const sample = sampleAcrossFormats([...byAfter.keys()], perFormat)
  const sources = sourceDir ? sourcePhotographs(sourceDir) : new Map()
  const showEach = !options.includes("--all")
  console.log(`\nPixels (${sample.length} images): mean absolute difference per channel (0–255) and PSNR, before against after`)
  if (sourceDir) console.log("and PSNR of each against its source photograph, resized and cropped as gatsby-plugin-sharp does")
  let failed = unmatchedBefore.length + unmatchedAfter.length > 0
  /** @type {Map<string, { count: number, meanAbsolute: number, lowest: number, lowestFile: string, sourced: number, before: number, after: number }>} */
  const summary = new Map()
  for (const file of sample) {
    const format = path.extname(file).toLowerCase().slice(1)
    const beforeFile = path.join(beforeDir, file)
    const afterFile = path.join(afterDir, /** @type {string} */ (byAfter.get(file)))
    try {
      const d = await pixelDifference(beforeFile, afterFile)
      const row = summary.get(format) ?? { count: 0, meanAbsolute: 0, lowest: Infinity, lowestFile: "", sourced: 0, before: 0, after: 0 }
      row.count++
      row.meanAbsolute += d.meanAbsolute
      if (d.psnr < row.lowest) Object.assign(row, { lowest: d.psnr, lowestFile: file })
      let againstSource = ""
      const source = sources.get(file.split("/")[1])
      if (source) {
        const [b, a] = [await psnrAgainstSource(beforeFile, source), await psnrAgainstSource(afterFile, source)]
        row.sourced++
        row.before += b
        row.after += a
        againstSource = `  source: ${decibels(b)} → ${decibels(a)}`
      }
      summary.set(format, row)
      if (showEach)
        console.log(
          `  ${file}  ${d.width}×${d.height}${d.sameSize ? "" : " (size differs)"}  ${d.meanAbsolute.toFixed(3)}  ${decibels(d.psnr)}${againstSource}`
        )
      if (!d.sameSize) failed = true
    } catch (error) {
      console.log(`  ${file}  does not decode: ${/** @type {Error} */ (error).message}`)
      failed = true
    }
  }
  /** @type {string[]} */
  const lowestFiles = []
  console.log("\nformat  images  mean abs. diff.  lowest PSNR  " + (sourceDir ? "mean PSNR against source: before → after" : ""))
  for (const [format, row] of [...summary].sort()) {
    if (row.lowest < Infinity) lowestFiles.push(`lowest ${format}: ${row.lowestFile}`)
    const sourced = row.sourced ? `${decibels(row.before / row.sourced)} → ${decibels(row.after / row.sourced)} (${row.sourced} images)` : ""
    console.log(
      `${format.padEnd(6)}  ${String(row.count).padStart(6)}  ${(row.meanAbsolute / row.count).toFixed(3).padStart(15)}  ${decibels(row.lowest).padStart(11)}  ${sourced}`
    )
  }
  for (const line of lowestFiles) console.log(line)
  return failed ? 1 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  process.exitCode = await main(process.argv.slice(2))
}
