// @ts-check
// `npm run scale -- N DIR`: a copy of the project in DIR whose content is N times today's (bench/scale-content.mjs),
// ready for `npx gatsby build` there. The arguments, their refusals, and the copy; bench/scale.mjs is the command.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { linkNodeModules, projectFiles } from "../tools/gatsby-build.mjs"
import { liftCountLimits, sameBytes, multiplyContent } from "./scale-content.mjs"

export const USAGE = "usage: npm run scale -- N DIR [--force]   (N: how many times today's content, a whole number from 1; DIR: outside the project)"

/** A refusal of the command line: said to the person who typed it, without a stack. */
export class ScaleArgumentError extends Error {}

/** @param {string} parent @param {string} child */
const isWithin = (parent, child) => {
  const relative = path.relative(parent, child)
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative))
}

/**
 * The command line of `npm run scale`, checked: N a whole number from 1, DIR outside the project (and not one of its
 * parent folders, nor the file system's root or the home folder, which --force would empty), DIR not an existing
 * folder with files in it unless --force.
 * @param {string[]} argv the arguments after the script's name
 * @param {{ projectRoot: string, cwd?: string }} where
 * @returns {{ times: number, dir: string, force: boolean }}
 */
export function parseScaleArgs(argv, { projectRoot, cwd = process.cwd() }) {
  const notWhole = (/** @type {string} */ count) =>
    new ScaleArgumentError(`N must be a whole number, 1 or more (1 is today's content); got "${count}"\n${USAGE}`)
  // Node's parser would take "-1" for an option and say so; it is a count, wrong.
  const negative = argv.find((arg) => /^-\d/.test(arg))
  if (negative !== undefined) throw notWhole(negative)
  let parsed
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: "boolean", default: false } } })
  } catch (error) {
    throw new ScaleArgumentError(`${/** @type {Error} */ (error).message}\n${USAGE}`)
  }
  const { positionals, values } = parsed
  if (positionals.length !== 2) throw new ScaleArgumentError(`expected N and DIR, got ${positionals.length} argument(s)\n${USAGE}`)
  const [count, target] = positionals
  if (!/^\d+$/.test(count) || Number(count) < 1 || !Number.isSafeInteger(Number(count))) {
    throw notWhole(count)
  }
  const root = path.resolve(projectRoot)
  const dir = path.resolve(cwd, target)
  if (isWithin(root, dir)) throw new ScaleArgumentError(`DIR ${dir} is inside the project (${root}); choose a folder outside it`)
  if (isWithin(dir, root)) throw new ScaleArgumentError(`DIR ${dir} holds the project (${root}); choose a folder outside it`)
  if (dir === path.parse(dir).root || dir === os.homedir()) throw new ScaleArgumentError(`DIR ${dir} is not a folder to write a copy into`)
  if (fs.existsSync(dir)) {
    if (!fs.statSync(dir).isDirectory()) throw new ScaleArgumentError(`DIR ${dir} is a file, not a folder`)
    if (fs.readdirSync(dir).length > 0 && !values.force) {
      throw new ScaleArgumentError(`DIR ${dir} is a folder with files in it; give --force to replace its contents, or choose another`)
    }
  }
  return { times: Number(count), dir, force: Boolean(values.force) }
}

/**
 * Writes the scaled copy: the project's files (those git tracks or would, not public/ nor .cache/), node_modules as
 * a link to the project's, and content/ N times today's, with any count its schemas still fix lifted.
 * @param {{ projectRoot: string, times: number, dir: string, force?: boolean, log?: (line: string) => void }} options
 */
export async function scaleProject({ projectRoot, times, dir, force = false, log = console.log }) {
  if (fs.existsSync(dir) && force) {
    for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
  }
  fs.mkdirSync(dir, { recursive: true })
  for (const file of projectFiles(projectRoot)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(projectRoot, file), path.join(dir, file))
  }
  linkNodeModules(dir, projectRoot)

  const contentDir = path.join(dir, "content")
  const summary = await multiplyContent(contentDir, times)
  for (const { file, list, before, after } of summary.multiplied) log(`content/${file} ${list}: ${before} → ${after}`)
  if (summary.safariLayout === "none") log("No safaris found (neither content/safaris/ nor content/safaris.json): none multiplied")
  const gallery = summary.images.length
  if (gallery > 0) {
    const duplicates = sameBytes(summary.images, allImages(contentDir))
    if (duplicates.length) throw new Error(`photographs with the same bytes: ${duplicates.map((pair) => pair.join(" = ")).join("; ")}`)
    log(`${gallery} gallery photograph file(s) made, no two with the same bytes`)
  }
  const lifted = liftCountLimits(path.join(contentDir, "schemas"), summary.multiplied)
  if (lifted.length) log(`Lifted count limits the copy's schemas still fixed: ${lifted.join("; ")}`)
  else if (times > 1) log("No count limit to lift: the schemas let every multiplied list grow")
  return { ...summary, lifted }
}

/** Every image file under a folder's images/. @param {string} contentDir */
function allImages(contentDir) {
  const images = path.join(contentDir, "images")
  return fs
    .readdirSync(images, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(jpe?g|png|webp|avif)$/i.test(name))
    .map((name) => path.join(images, name))
}
