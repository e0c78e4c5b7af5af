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
//
// BENCH_PORT (default 9700) is where the build is served, the next port the bare page; CHROME_PATH the Chromium
// Lighthouse drives.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawnSync, execFileSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { buildServer } from "../server/app.mjs"
import { firstLoadJs, htmlFileFor, kilobytes } from "./first-load-js.mjs"
import { buildBareGatsbySite, SCORED_BARE_PATH } from "./bare-gatsby-site.mjs"
import { chromiumPath } from "./browser-engines.mjs"

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const publicDir = path.join(projectRoot, "public")
const notFoundPath = "/no-such-page"
const allRoutes = ["/", "/about", "/faqs", "/contact", "/gallery", "/trip", "/safaris", "/success", "/guides", notFoundPath]
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
const categories = ["performance", "accessibility", "best-practices", "seo"]

const { values: options } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    route: { type: "string", multiple: true },
  },
})
const runs = Number(options.runs)
const routes = options.route?.length ? options.route : allRoutes
const port = Number(process.env.BENCH_PORT ?? 9700)

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Lighthouse's own failure to record a page load (NO_NAVSTART, NO_FCP…): the run is repeated, not the page blamed. */
class LighthouseRuntimeError extends Error {}

/** A Lighthouse run, repeated up to `attempts` times when Lighthouse itself fails to record it. @param {string} url */
async function auditWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= attempts) throw error
      process.stdout.write(`(${error.message}; again) `)
    }
  }
}

/** One Lighthouse run in a fresh Chromium. @param {string} url */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath() ?? undefined, chromeFlags })
  try {
    // The not-found route answers 404 on purpose; Lighthouse still audits it.
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: categories }, {
      extends: "lighthouse:default",
      settings: { ignoreStatusCode: true },
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN
    const failed = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}/${ref.id}`),
    )
    return {
      performance: lhr.categories.performance?.score ?? NaN,
      accessibility: lhr.categories.accessibility?.score ?? NaN,
      bestPractices: lhr.categories["best-practices"]?.score ?? NaN,
      seo: lhr.categories.seo?.score ?? NaN,
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      totalBytes: metric("total-byte-weight"),
      lcpElement: /** @type {any} */ (lhr.audits["largest-contentful-paint-element"]?.details)?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failedAudits: failed,
      // Lighthouse's measure of the CPU speed during the run: other work on the machine lowers it, and
      // then the simulated timings (which scale what was observed) come out slower.
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
    }
  } finally {
    await chrome.kill()
  }
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`)
}

function commit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: projectRoot, encoding: "utf8" }).trim()
  } catch {
    return null
  }
}

/** @param {(string | number)[][]} rows */
function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  return rows.map((row) => row.map((cell, column) => String(cell).padStart(widths[column])).join("  ")).join("\n")
}

if (options.build || !fs.existsSync(path.join(publicDir, "index.html"))) {
  console.log("Building the site (gatsby build)…")
  run(path.join(projectRoot, "node_modules/.bin/gatsby"), ["build"])
}

/** @typedef {Awaited<ReturnType<typeof audit>>} Sample */

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

/**
 * Serves a built folder on `servePort` while `work` runs.
 * @template T @param {string} root @param {number} servePort @param {() => Promise<T>} work
 */
async function serving(root, servePort, work) {
  const server = await buildServer({ root })
  await server.listen({ port: servePort, host: "127.0.0.1" })
  try {
    return await work()
  } finally {
    await server.close()
  }
}

console.log("Building the bare Gatsby page (one GatsbyImage and a Head export)…")
const bare = buildBareGatsbySite({ projectRoot, photo: path.join(projectRoot, "content/images/photos/loch-mountains-reflection.jpg") })
const bareJs = firstLoadJs(bare.publicDir, "/")
// Lighthouse on the bare page too (its twin with a heading, as a page without text never has a first
// contentful paint): what Gatsby and React alone score on this machine, in this hour.
const bareScores = await serving(bare.publicDir, port + 1, () =>
  measure(`http://localhost:${port + 1}${SCORED_BARE_PATH}`, "bare Gatsby page")
).finally(() => bare.cleanUp())

const results = await serving(publicDir, port, async () => {
  const measured = []
  for (const route of routes) {
    const jsRoute = route === notFoundPath ? "/404.html" : route
    const js = fs.existsSync(path.join(publicDir, htmlFileFor(jsRoute))) ? firstLoadJs(publicDir, jsRoute) : null
    const scores = await measure(`http://localhost:${port}${route}`, route)
    measured.push({
      route,
      ...scores,
      firstLoadJsKb: js ? kilobytes(js.gzipBytes) : null,
      firstLoadJsRatio: js ? Math.round((js.gzipBytes / bareJs.gzipBytes) * 100) / 100 : null,
      firstLoadJsOverBareKb: js ? kilobytes(js.gzipBytes - bareJs.gzipBytes) : null,
      firstLoadJsFiles: js?.files ?? [],
      loadAverage: os.loadavg()[0],
    })
  }
  return measured
})

const header = ["route", "perf", "a11y", "best-pr", "seo", "LCP ms", "TBT ms", "CLS", "total KB", "JS KB gz", "bare KB", "ratio"]
const bareRow = { route: "bare Gatsby page", ...bareScores, firstLoadJsKb: kilobytes(bareJs.gzipBytes), firstLoadJsRatio: 1 }
const rows = [...results, bareRow].map((r) => [
  r.route, r.performance.toFixed(2), r.accessibility.toFixed(2), r.bestPractices.toFixed(2), r.seo.toFixed(2),
  r.lcpMs, r.tbtMs, r.cls.toFixed(4), r.totalKb, r.firstLoadJsKb ?? "-", kilobytes(bareJs.gzipBytes), r.firstLoadJsRatio ?? "-",
])
console.log(`\nMedians of ${runs} Lighthouse run(s) per route, mobile preset, simulated throttling:\n`)
console.log(table([header, ...rows]))
for (const r of results) if (r.failedAudits.length) console.log(`${r.route}: audits below 1 in some run: ${r.failedAudits.join(", ")}`)
const benchmarkIndexes = [...results, bareScores].flatMap((r) => r.runs.map((run) => run.benchmarkIndex))
console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(1)).join(" ")}; Lighthouse benchmarkIndex median ${median(benchmarkIndexes)}`)

const output = {
  date: new Date().toISOString(),
  commit: commit(),
  ...(environment ?? {}),
  runsPerRoute: runs,
  settings: { formFactor: "mobile", throttling: "simulated (Lighthouse default)", chromeFlags },
  machine: { cores: os.cpus().length, loadAverageAtEnd: os.loadavg() },
  targets: { performance: 0.98, accessibility: 1, bestPractices: 1, seo: 1, homeLcpMs: 1500, cls: 0.01, firstLoadJsOverBareKb: 15 },
  bare: { firstLoadJsKb: kilobytes(bareJs.gzipBytes), files: bareJs.files, lighthouse: bareScores },
  routes: results,
}
fs.mkdirSync(path.join(projectRoot, "bench"), { recursive: true })
fs.writeFileSync(path.join(projectRoot, "bench/results.json"), `${JSON.stringify(output, null, 2)}\n`)
console.log("\nWrote bench/results.json")
