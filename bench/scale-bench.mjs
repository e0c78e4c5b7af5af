// @ts-check
// `npm run bench -- --scale N`: how the site grows with its content. Today's content (1×) and N times it, each a copy
// written by `npm run scale` in a temporary folder and built the same way there (so the two differ by their content
// alone, and public/ and .cache/ here are left alone): a clean build, then a warm one after one FAQ answer is
// edited, and another after one journal post is added, each timed with its process tree's peak memory; public/'s
// size, every page's Brotli HTML and first-load JavaScript; Lighthouse (mobile, as the bench) on SCALE_ROUTES of both builds, served at once on two ports and
// measured in turns, so that the machine's ups and downs fall on both alike. Then the targets (bench/scale-targets.mjs)
// as PASS and FAIL lines, bench/scale-results.json, and the table between the growth markers of docs/performance.md.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { builtPages, listFiles } from "../lib/built-site/built-files.mjs"
import { brotli } from "../plugins/static-host/precompress.mjs"
import { builtSafariRoutes, firstLoadJs, htmlFileFor } from "./first-load-js.mjs"
import { auditWithRetry, chromeFlags, gitCommit, median, serving } from "./lighthouse-runs.mjs"
import { runSamplingMemory } from "./process-memory.mjs"
import { scaleProject } from "./scale-project.mjs"
import { TEST_DAY } from "../tools/test-day.mjs"
import { SCALE_ROUTES, checkScaleTargets, growthMarkdown, replaceBetweenMarkers, targetLines } from "./scale-targets.mjs"

/** @typedef {import("./scale-targets.mjs").ScaleFigures} ScaleFigures */
/** @typedef {import("./lighthouse-runs.mjs").Sample} Sample */

/** Each image a content file names, resolved, once: the photographs the image pipeline works on. @param {string} contentDir */
export function referencedPhotographs(contentDir) {
  const found = new Set()
  for (const name of fs.readdirSync(contentDir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".json") || name.startsWith("schemas")) continue
    const visit = (/** @type {unknown} */ value) => {
      if (Array.isArray(value)) value.forEach(visit)
      else if (value !== null && typeof value === "object") {
        for (const [key, child] of Object.entries(value)) {
          if (key === "image" && typeof child === "string") found.add(path.resolve(contentDir, path.dirname(name), child))
          else visit(child)
        }
      }
    }
    visit(JSON.parse(fs.readFileSync(path.join(contentDir, name), "utf8")))
  }
  return found.size
}

/**
 * How many warm builds of each kind (after a text edit, after a new post) the bench times, at each size: a warm build
 * is a few seconds of work in a process that takes 12 to 17, and two builds of the same kind at one size differ by up
 * to a second, so their median is compared, not one build.
 */
export const WARM_BUILDS = 3

/**
 * The one text edit of a warm build: the first FAQ answer gets a sentence more.
 * @param {string} contentDir
 */
export function editOneAnswer(contentDir) {
  const file = path.join(contentDir, "faqs.json")
  const data = JSON.parse(fs.readFileSync(file, "utf8"))
  const list = Object.values(data).find((value) => Array.isArray(value) && typeof value[0]?.answer === "string")
  if (!list) throw new Error(`${file} has no list of entries with an answer to edit`)
  list[0].answer = `${list[0].answer} Edited for the warm build.`
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
}

/**
 * The new post of a warm build: the journal's newest post written again as a post of its own, on the day the build is
 * for, so it leads the journal, its species' and month's lists and its safari's page; `number` tells the posts of
 * successive builds apart.
 * @param {string} contentDir
 * @param {number} [number]
 */
export function addOnePost(contentDir, number = 1) {
  const folder = path.join(contentDir, "sightings")
  const posts = fs.readdirSync(folder).filter((name) => name.endsWith(".json"))
  const newest = posts.map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), "utf8"))).sort((a, b) => b.date.localeCompare(a.date))[0]
  if (!newest) throw new Error(`${folder} has no post to write a new one from`)
  const post = { ...newest, title: `A new sighting for warm build ${number}`, date: TEST_DAY }
  fs.writeFileSync(path.join(folder, `a-new-sighting-for-warm-build-${number}.json`), `${JSON.stringify(post, null, 2)}\n`)
}

/** Every page of a build, by its address ("/", "/faqs") or, for a page not at one, its file ("/404.html"). @param {string} publicDir */
export function pageRoutes(publicDir) {
  return builtPages(publicDir)
    .map((file) => path.relative(publicDir, file).split(path.sep).join("/"))
    .map((file) => (file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`))
    .sort()
}

/** @param {string} publicDir @param {string} route */
function brotliHtmlBytes(publicDir, route) {
  const file = path.join(publicDir, htmlFileFor(route))
  return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : brotli(fs.readFileSync(file)).length
}

/**
 * A scaled copy built clean and then warm, measured without a browser.
 * @param {{ projectRoot: string, times: number, dir: string }} options
 * @returns {Promise<Omit<ScaleFigures, "routes" | "lighthouse"> & { peakProcessBytes: number, warmPeakMemoryBytes: number }>}
 */
async function buildAndWeigh({ projectRoot, times, dir }) {
  console.log(`Writing ${times}× content into ${dir}…`)
  await scaleProject({ projectRoot, times, dir, log: (line) => console.log(`  ${line}`) })
  const contentDir = path.join(dir, "content")
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", FORCE_COLOR: "0" }
  const gatsby = path.join(projectRoot, "node_modules/.bin/gatsby")
  const build = async (/** @type {string} */ kind) => {
    process.stdout.write(`Building ${times}× (${kind})… `)
    const logFile = path.join(dir, `build-${kind}.log`)
    const result = await runSamplingMemory(gatsby, ["build"], { cwd: dir, env, logFile })
    if (result.status !== 0)
      throw new Error(`gatsby build (${kind}) in ${dir} failed (exit ${result.status}):\n${fs.readFileSync(logFile, "utf8").slice(-3000)}`)
    console.log(`${result.seconds} s, peak memory ${Math.round(result.peakTreeBytes / 1024 / 1024)} MB`)
    return result
  }
  const clean = await build("clean")
  const publicDir = path.join(dir, "public")
  const publicBytes = listFiles(publicDir).reduce((sum, file) => sum + fs.statSync(file).size, 0)
  const pages = builtPages(publicDir).length
  /** @type {Array<{ seconds: number, peakTreeBytes: number }>} */
  const warm = []
  for (let run = 1; run <= WARM_BUILDS; run += 1) {
    editOneAnswer(contentDir)
    warm.push(await build(`warm ${run}`))
  }
  const newPost = []
  for (let run = 1; run <= WARM_BUILDS; run += 1) {
    addOnePost(contentDir, run)
    newPost.push(await build(`warm ${run}, one new post`))
  }
  const seconds = (/** @type {Array<{ seconds: number }>} */ builds) => builds.map((each) => each.seconds)
  // The safaris' own pages (/safaris/111), not the finder's folders of pages (/safaris/month/...).
  const safaris = builtSafariRoutes(publicDir).length
  return {
    times,
    photographs: referencedPhotographs(contentDir),
    safaris,
    pages,
    cleanBuildSeconds: clean.seconds,
    warmBuildSeconds: median(seconds(warm)),
    warmBuildRuns: seconds(warm),
    newPostBuildSeconds: median(seconds(newPost)),
    newPostBuildRuns: seconds(newPost),
    peakMemoryBytes: clean.peakTreeBytes,
    peakProcessBytes: clean.peakProcessBytes,
    warmPeakMemoryBytes: Math.max(...warm.map((each) => each.peakTreeBytes)),
    publicBytes,
  }
}

/**
 * @param {{ projectRoot: string, times: number, runs: number, port: number, routes?: string[], keep?: boolean }} options
 */
export async function scaleBench({ projectRoot, times, runs, port, routes = SCALE_ROUTES, keep = false }) {
  const started = Date.now()
  const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), "scale-bench-"))
  const dirs = { one: path.join(outRoot, "x1"), many: path.join(outRoot, `x${times}`) }
  try {
    const weighed = {
      one: await buildAndWeigh({ projectRoot, times: 1, dir: dirs.one }),
      many: await buildAndWeigh({ projectRoot, times, dir: dirs.many }),
    }
    const publicOf = (/** @type {"one" | "many"} */ which) => path.join(dirs[which], "public")
    // The pages of today's content, at both sizes: the copies' own pages have no 1× to compare with.
    const compared = pageRoutes(publicOf("one"))
    const bytesOf = (/** @type {"one" | "many"} */ which) =>
      Object.fromEntries(
        compared.map((route) => [
          route,
          { brotliHtmlBytes: brotliHtmlBytes(publicOf(which), route), firstLoadJsBytes: firstLoadJs(publicOf(which), route).gzipBytes },
        ])
      )

    /** @type {Record<"one" | "many", Record<string, Sample[]>>} */
    const samples = { one: {}, many: {} }
    const ports = { one: port, many: port + 1 }
    const lighthouseStarted = Date.now()
    await serving(publicOf("one"), ports.one, () =>
      serving(publicOf("many"), ports.many, async () => {
        for (let round = 0; round < runs; round += 1) {
          for (const [index, route] of routes.entries()) {
            // Each round and route starts with the other build, so neither is always measured first.
            /** @type {("one" | "many")[]} */
            const order = (round + index) % 2 ? ["many", "one"] : ["one", "many"]
            for (const which of order) {
              const label = which === "one" ? "1×" : `${times}×`
              process.stdout.write(`Round ${round + 1}/${runs}, ${route}, ${label}… `)
              const sample = await auditWithRetry(`http://localhost:${ports[which]}${route}`)
              console.log(
                `performance ${sample.performance}, accessibility ${sample.accessibility}, LCP ${Math.round(sample.lcpMs)} ms, CLS ${sample.cls}`
              )
              ;(samples[which][route] ??= []).push(sample)
            }
          }
        }
      })
    )
    const lighthouseSeconds = Math.round((Date.now() - lighthouseStarted) / 1000)
    const scoresOf = (/** @type {"one" | "many"} */ which) =>
      Object.fromEntries(
        routes.map((route) => {
          const runsOf = samples[which][route]
          const medianOf = (/** @type {"performance" | "accessibility" | "lcpMs" | "tbtMs" | "cls"} */ key) =>
            median(runsOf.map((sample) => sample[key]))
          return [
            route,
            {
              performance: medianOf("performance"),
              accessibility: medianOf("accessibility"),
              lcpMs: Math.round(medianOf("lcpMs")),
              tbtMs: Math.round(medianOf("tbtMs")),
              cls: Math.round(medianOf("cls") * 10000) / 10000,
              failedAudits: [...new Set(runsOf.flatMap((sample) => sample.failedAudits))],
              runs: runsOf.map(({ performance, accessibility, lcpMs, tbtMs, cls, benchmarkIndex }) => ({
                performance,
                accessibility,
                lcpMs: Math.round(lcpMs),
                tbtMs: Math.round(tbtMs),
                cls,
                benchmarkIndex,
              })),
            },
          ]
        })
      )
    /** @type {ScaleFigures & Record<string, unknown>} */
    const one = { ...weighed.one, routes: bytesOf("one"), lighthouse: scoresOf("one") }
    /** @type {ScaleFigures & Record<string, unknown>} */
    const many = { ...weighed.many, routes: bytesOf("many"), lighthouse: scoresOf("many") }
    const targets = checkScaleTargets(one, many)
    const anySample = samples.one[routes[0]][0]
    const benchmarkIndexes = [...Object.values(samples.one), ...Object.values(samples.many)].flat().map((sample) => sample.benchmarkIndex)
    const output = {
      date: new Date().toISOString(),
      commit: gitCommit(projectRoot),
      lighthouseVersion: anySample.lighthouseVersion,
      userAgent: anySample.userAgent,
      times,
      runsPerRoute: runs,
      routes,
      settings: { formFactor: "mobile", throttling: "simulated (Lighthouse default)", chromeFlags, order: "alternating per route and round" },
      machine: { cores: os.cpus().length, loadAverageAtEnd: os.loadavg(), benchmarkIndexMedian: median(benchmarkIndexes) },
      seconds: { lighthouse: lighthouseSeconds, total: Math.round((Date.now() - started) / 1000) },
      one,
      many,
      targets,
    }
    fs.mkdirSync(path.join(projectRoot, "bench"), { recursive: true })
    fs.writeFileSync(path.join(projectRoot, "bench/scale-results.json"), `${JSON.stringify(output, null, 2)}\n`)

    const measured = { date: output.date, commit: output.commit, runsPerRoute: runs, loadAverage: os.loadavg(), one, many, targets }
    const markdown = growthMarkdown(measured)
    console.log(`\n${growthMarkdown(measured, { listTargets: false })}\n`)
    console.log(targetLines(targets).join("\n"))
    const docFile = path.join(projectRoot, "docs/performance.md")
    const { doc, replaced } = replaceBetweenMarkers(fs.readFileSync(docFile, "utf8"), markdown)
    if (replaced) fs.writeFileSync(docFile, doc)
    console.log(
      replaced
        ? "\nWrote bench/scale-results.json and the growth table of docs/performance.md"
        : "\nWrote bench/scale-results.json (docs/performance.md has no growth markers: not written)"
    )
    return output
  } finally {
    if (keep) console.log(`The copies and their builds are in ${outRoot}`)
    else fs.rmSync(outRoot, { recursive: true, force: true })
  }
}
