// @ts-check
// `npm run bench`: Lighthouse (mobile, simulated throttling) three times on every route of the production
// build, and each route's first-load JavaScript beside a bare Gatsby page's, built in the same run. The bare page
// gets its three Lighthouse runs too: what Gatsby and React alone score on this machine at this hour (on a shared
// machine, total blocking time moves with the load, for every page alike).
// Prints a table of medians and writes them, with every run, to bench/results.json.
//
//   npm run bench                      build if public/ is missing, then measure
//   npm run bench -- --build           rebuild first
//   npm run bench -- --runs 1 --route / --route /about   a quicker look
//   npm run bench -- --no-js           each route also without its scripts (bench/no-js-twin.mjs): LCP with and without
//   npm run bench -- --ablate          each patch of Gatsby's output switched off alone, against all of them on
//                                      (bench/ablation.mjs; writes bench/ablation.json, not bench/results.json)
//   npm run bench -- --scale 10        today's content against ten times it (bench/scale-bench.mjs: builds, memory,
//                                      bytes, Lighthouse on a few routes, the growth targets; writes
//                                      bench/scale-results.json and the growth table of docs/performance.md)
//   npm run bench -- --scale 2 --runs 1 --keep   a quick look, keeping the two copies and their builds
//
// BENCH_PORT (default 9700) is where the build is served, the next port the bare page (with --ablate, one port per
// build from BENCH_PORT up; with --scale, 1× on BENCH_PORT and N× on the next); CHROME_PATH the Chromium Lighthouse drives.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { builtSafariRoutes, firstLoadJs, htmlFileFor, kilobytes } from "./first-load-js.mjs"
import { buildBareGatsbySite, SCORED_BARE_PATH } from "./bare-gatsby-site.mjs"
import { NOT_FOUND_ROUTE, auditWithRetry, builtRouteFor, chromeFlags, gitCommit, median, serving, table } from "./lighthouse-runs.mjs"
import { ablate, ABLATION_ROUTES } from "./ablation.mjs"
import { noJsTwin } from "./no-js-twin.mjs"
import { scaleBench } from "./scale-bench.mjs"

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const publicDir = path.join(projectRoot, "public")

const { values: options } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    route: { type: "string", multiple: true },
    ablate: { type: "boolean", default: false },
    patch: { type: "string", multiple: true },
    keep: { type: "boolean", default: false },
    "no-js": { type: "boolean", default: false },
    scale: { type: "string" },
  },
})
const runs = Number(options.runs)
const port = Number(process.env.BENCH_PORT ?? 9700)
if (!(runs >= 1)) throw new Error(`--runs ${options.runs}: give a whole number of runs, at least 1`)

if (options.scale !== undefined) {
  const times = Number(options.scale)
  if (!/^\d+$/.test(options.scale) || times < 2)
    throw new Error(`--scale ${options.scale}: give how many times today's content, a whole number from 2`)
  if (options.ablate || options.patch || options["no-js"] || options.build)
    throw new Error("--scale builds its own copies; --ablate, --patch, --no-js and --build do not go with it")
  await scaleBench({ projectRoot, times, runs, port, routes: options.route?.length ? options.route : undefined, keep: options.keep })
  process.exit(0)
}
if (options.ablate) {
  await ablate({
    projectRoot,
    runs,
    routes: options.route?.length ? options.route : ABLATION_ROUTES,
    port,
    patches: options.patch,
    keep: options.keep,
  })
  process.exit(0)
}
if (options.patch || options.keep) throw new Error("--patch goes with --ablate, --keep with --ablate or --scale")

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`)
}

if (options.build || !fs.existsSync(path.join(publicDir, "index.html"))) {
  console.log("Building the site (gatsby build)…")
  run(path.join(projectRoot, "node_modules/.bin/gatsby"), ["build"])
}

// Each safari's own page too, as the build made them: the routes are read from public/, not made again from the ids.
const allRoutes = [
  "/",
  "/about",
  "/faqs",
  "/contact",
  "/gallery",
  "/trip",
  // The trip page as a safari page's call to action opens it: the safari is named once its script runs.
  "/trip?safari=222",
  "/safaris",
  ...builtSafariRoutes(publicDir),
  "/departures",
  "/success",
  "/guides",
  NOT_FOUND_ROUTE,
]
const routes = options.route?.length ? options.route : allRoutes

/** @typedef {import("./lighthouse-runs.mjs").Sample} Sample */

/** @type {{ lighthouseVersion: string, userAgent: string } | null} */
let environment = null

/** Lighthouse `runs` times on one page, with the medians of every figure. @param {string} url @param {string} label */
async function measure(url, label) {
  /** @type {Sample[]} */
  const samples = []
  for (let index = 0; index < runs; index += 1) {
    process.stdout.write(`Lighthouse ${label} (${index + 1}/${runs})… `)
    const sample = await auditWithRetry(url)
    console.log(`performance ${sample.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms`)
    samples.push(sample)
    environment ??= { lighthouseVersion: sample.lighthouseVersion, userAgent: sample.userAgent }
  }
  const medianOf = (/** @type {keyof Sample} */ key) => median(samples.map((sample) => Number(sample[key])))
  return {
    performance: medianOf("performance"),
    accessibility: medianOf("accessibility"),
    bestPractices: medianOf("bestPractices"),
    seo: medianOf("seo"),
    lcpMs: Math.round(medianOf("lcpMs")),
    tbtMs: Math.round(medianOf("tbtMs")),
    cls: Math.round(medianOf("cls") * 10000) / 10000,
    totalKb: kilobytes(medianOf("totalBytes")),
    lcpElement: samples[0].lcpElement,
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
    runs: samples.map(({ failedAudits, lcpElement, lighthouseVersion, userAgent, ...figures }) => figures),
  }
}

console.log("Building the bare Gatsby page (one GatsbyImage and a Head export)…")
const bare = await buildBareGatsbySite({ projectRoot, photo: path.join(projectRoot, "content/images/photos/loch-mountains-reflection.jpg") })
const bareJs = firstLoadJs(bare.publicDir, "/")
// Lighthouse on the bare page too (its twin with a heading, as a page without text never has a first
// contentful paint): what Gatsby and React alone score on this machine, in this hour.
const bareScores = await serving(bare.publicDir, port + 1, () =>
  measure(`http://localhost:${port + 1}${SCORED_BARE_PATH}`, "bare Gatsby page")
).finally(() => bare.cleanUp())

// With --no-js, the same build without its scripts, served beside it: each route is measured on both in turn, so
// the machine's ups and downs fall on both alike.
const twin = options["no-js"] ? noJsTwin(publicDir) : null

const results = await serving(publicDir, port, async () => {
  const measured = []
  for (const route of routes) {
    const jsRoute = builtRouteFor(route)
    const js = fs.existsSync(path.join(publicDir, htmlFileFor(jsRoute))) ? firstLoadJs(publicDir, jsRoute) : null
    const scores = await measure(`http://localhost:${port}${route}`, route)
    const withoutJs = twin
      ? await serving(twin.dir, port + 2, () => measure(`http://localhost:${port + 2}${route}`, `${route} without scripts`))
      : null
    measured.push({
      route,
      ...scores,
      ...(withoutJs
        ? {
            noJs: { lcpMs: withoutJs.lcpMs, performance: withoutJs.performance, runs: withoutJs.runs },
            lcpOverNoJs: Math.round((scores.lcpMs / withoutJs.lcpMs) * 1000) / 1000,
          }
        : {}),
      firstLoadJsKb: js ? kilobytes(js.gzipBytes) : null,
      firstLoadJsRatio: js ? Math.round((js.gzipBytes / bareJs.gzipBytes) * 100) / 100 : null,
      firstLoadJsOverBareKb: js ? kilobytes(js.gzipBytes - bareJs.gzipBytes) : null,
      firstLoadJsFiles: js?.files ?? [],
      loadAverage: os.loadavg()[0],
    })
  }
  return measured
}).finally(() => twin?.cleanUp())

const header = ["route", "perf", "a11y", "best-pr", "seo", "LCP ms", "TBT ms", "CLS", "total KB", "JS KB gz", "bare KB", "ratio"]
const bareRow = { route: "bare Gatsby page", ...bareScores, firstLoadJsKb: kilobytes(bareJs.gzipBytes), firstLoadJsRatio: 1 }
const rows = [...results, bareRow].map((r) => [
  r.route,
  r.performance.toFixed(2),
  r.accessibility.toFixed(2),
  r.bestPractices.toFixed(2),
  r.seo.toFixed(2),
  r.lcpMs,
  r.tbtMs,
  r.cls.toFixed(4),
  r.totalKb,
  r.firstLoadJsKb ?? "-",
  kilobytes(bareJs.gzipBytes),
  r.firstLoadJsRatio ?? "-",
])
console.log(`\nMedians of ${runs} Lighthouse run(s) per route, mobile preset, simulated throttling:\n`)
console.log(table([header, ...rows]))
if (twin) {
  console.log(`\nLCP with the scripts against the same pages without them (medians; equal within 2% is the bar):\n`)
  const lcpRows = results.map((r) => [
    r.route,
    r.lcpMs,
    r.noJs?.lcpMs ?? "-",
    r.lcpOverNoJs === undefined ? "-" : `${((r.lcpOverNoJs - 1) * 100).toFixed(1)}%`,
  ])
  console.log(table([["route", "LCP ms", "no JS ms", "later by"], ...lcpRows]))
}
for (const r of results) if (r.failedAudits.length) console.log(`${r.route}: audits below 1 in some run: ${r.failedAudits.join(", ")}`)
const benchmarkIndexes = [...results, bareScores].flatMap((r) => r.runs.map((run) => run.benchmarkIndex))
console.log(
  `Machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}; Lighthouse benchmarkIndex median ${median(benchmarkIndexes)}`
)

const output = {
  date: new Date().toISOString(),
  commit: gitCommit(projectRoot),
  ...(environment ?? {}),
  runsPerRoute: runs,
  withoutScripts: Boolean(twin),
  settings: { formFactor: "mobile", throttling: "simulated (Lighthouse default)", chromeFlags },
  machine: { cores: os.cpus().length, loadAverageAtEnd: os.loadavg() },
  targets: { performance: 0.98, accessibility: 1, bestPractices: 1, seo: 1, homeLcpMs: 1500, cls: 0.01, firstLoadJsOverBareKb: 15 },
  bare: { firstLoadJsKb: kilobytes(bareJs.gzipBytes), files: bareJs.files, lighthouse: bareScores },
  routes: results,
}
fs.mkdirSync(path.join(projectRoot, "bench"), { recursive: true })
fs.writeFileSync(path.join(projectRoot, "bench/results.json"), `${JSON.stringify(output, null, 2)}\n`)
console.log("\nWrote bench/results.json")
