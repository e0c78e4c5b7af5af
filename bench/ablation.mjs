// @ts-check
// `npm run bench -- --ablate`: what each patch of Gatsby's output earns. The site is built once with every patch on and
// once with each switchable patch (plugins/switches.mjs) off alone, in a temporary copy of the project (public/
// and .cache/ here are left alone), each build copied to a folder of its own and checked to differ from all-on by
// that patch only. Every build is served at once, and Lighthouse (mobile, performance only) runs round-robin: each
// round measures every build on a route, in an order that rotates, so that the machine's ups and downs fall on all
// builds alike. The all-on build is measured twice per round ("all on, again"): the spread of those runs is the run's
// noise, and a difference within it is no difference.
//
//   npm run bench -- --ablate                          /, /faqs, /gallery and /trip, 3 rounds
//   npm run bench -- --ablate --runs 1 --route /       a quick look
//   npm run bench -- --ablate --patch after-paint      only that patch off (repeatable), against all on
//   npm run bench -- --ablate --keep                   keep the builds (their folder is printed)
//
// Prints the medians and their differences from all on as a Markdown table (for docs/performance.md) and writes them,
// with every run, to bench/ablation.json.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { SWITCHABLE_PATCHES, patchesOff } from "../plugins/switches.mjs"
import { webpackStats } from "../lib/built-site/webpack-stats.mjs"
import { copyProject, gatsbyBuild } from "../tools/gatsby-build.mjs"
import { firstLoadJs, gzipSize, htmlFileFor, kilobytes } from "./first-load-js.mjs"
import { auditWithRetry, builtRouteFor, chromeFlags, gitCommit, markdownTable, median, serving } from "./lighthouse-runs.mjs"

// /faqs among them: its questions are where a late font swap rewraps a line at Lighthouse's 412 px (font-preloads).
export const ABLATION_ROUTES = ["/", "/faqs", "/gallery", "/trip"]

/** @typedef {import("../plugins/switches.mjs").PatchId} PatchId */
/** @typedef {{ id: string, off: PatchId[], builtAs?: string }} Build */

/**
 * Whether each patch is in a built folder's output for a route, read from what it adds (the ablation checks each
 * build differs from all on exactly by the patch it leaves out, so a switch that silently did nothing is caught).
 * @param {string} publicDir @param {string} route
 * @returns {Record<PatchId, boolean>}
 */
export function patchesFound(publicDir, route) {
  const html = fs.readFileSync(path.join(publicDir, htmlFileFor(builtRouteFor(route))), "utf8")
  const stats = webpackStats(publicDir)
  const appFile = stats.assetsByChunkName.app.find((file) => /^app-[0-9a-f]+\.js$/.test(file))
  const app = appFile ? fs.readFileSync(path.join(publicDir, appFile), "utf8") : ""
  return {
    "after-paint": html.includes('<script id="after-paint"'),
    // Gatsby alone puts every stylesheet in one chunk; per-page stylesheets give page components CSS of their own.
    "page-styles": Object.values(stats.assetsByChunkName)
      .flat()
      .some((file) => file.startsWith("component---") && file.endsWith(".css")),
    "font-preloads": /<link[^>]*rel="preload"[^>]*as="font"/.test(html),
    // The hydration plugin's gatsby-browser.tsx, its only use of React's startTransition; the branch without it leaves the bundle.
    "hydrate-transition": app.includes("startTransition"),
    "early-clicks": html.includes("__takeEarlyClick"),
  }
}

/** @param {Build} build */
const label = (build) => (build.builtAs ? "all on, again" : build.off.length === 0 ? "all on" : `${build.off.join(", ")} off`)

/** @param {number} value @param {number} digits */
const signed = (value, digits = 0) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value).toFixed(digits)}`

/**
 * @param {{ projectRoot: string, runs: number, routes: string[], port: number, patches?: string[], keep?: boolean }} options
 *   patches: the patches to switch off one by one (all switchable ones by default)
 */
export async function ablate({ projectRoot, runs, routes, port, patches, keep = false }) {
  const started = Date.now()
  const loadAtStart = os.loadavg()
  const ablated = patches?.length ? patchesOff(patches.join(",")) : /** @type {PatchId[]} */ (Object.keys(SWITCHABLE_PATCHES))
  /** @type {Build[]} */
  const builds = [{ id: "all-on", off: [] }, ...ablated.map((id) => ({ id: `${id}-off`, off: [id] }))]
  const measured = [...builds, { id: "all-on-again", off: [], builtAs: "all-on" }]

  const project = copyProject(projectRoot, "ablation-project-")
  const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ablation-builds-"))
  const folderOf = (/** @type {Build} */ build) => path.join(outRoot, build.builtAs ?? build.id)
  try {
    /** @type {Record<string, number>} */
    const buildSeconds = {}
    for (const build of builds) {
      process.stdout.write(`Building ${label(build)} (GATSBY_PATCHES_OFF=${build.off.join(",")})… `)
      const logFile = path.join(outRoot, `${build.id}.log`)
      buildSeconds[build.id] = gatsbyBuild(project.dir, { projectRoot, env: { GATSBY_PATCHES_OFF: build.off.join(",") }, logFile })
      fs.cpSync(path.join(project.dir, "public"), folderOf(build), { recursive: true })
      for (const route of routes) {
        const found = patchesFound(folderOf(build), route)
        const wrong = Object.entries(found).filter(([id, present]) => present === build.off.includes(/** @type {PatchId} */ (id)))
        if (wrong.length > 0) {
          throw new Error(
            `${label(build)}: ${route} ${wrong.map(([id, present]) => `${present ? "has" : "lacks"} ${id}`).join(", ")}; see ${logFile}`
          )
        }
      }
      console.log(`${buildSeconds[build.id]} s`)
    }

    /** @type {Record<string, Record<string, import("./lighthouse-runs.mjs").Sample[]>>} */
    const samples = Object.fromEntries(measured.map((build) => [build.id, Object.fromEntries(routes.map((route) => [route, []]))]))
    const portOf = (/** @type {Build} */ build) => port + builds.findIndex((built) => built.id === (build.builtAs ?? build.id))
    const measuringStarted = Date.now()
    await servingAll(
      builds.map((build) => ({ root: folderOf(build), port: portOf(build) })),
      async () => {
        for (let round = 0; round < runs; round += 1) {
          for (const [index, route] of routes.entries()) {
            // Each round and route starts with another build, so no build is always measured first or last.
            const shift = (round * routes.length + index) % measured.length
            for (const build of [...measured.slice(shift), ...measured.slice(0, shift)]) {
              process.stdout.write(`Round ${round + 1}/${runs}, ${route}, ${label(build)}… `)
              const sample = await auditWithRetry(`http://localhost:${portOf(build)}${route}`, { categories: ["performance"] })
              console.log(`performance ${sample.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms`)
              samples[build.id][route].push(sample)
            }
          }
        }
      }
    )
    const measuringSeconds = Math.round((Date.now() - measuringStarted) / 1000)

    const figures = Object.fromEntries(
      measured.map((build) => [
        build.id,
        Object.fromEntries(
          routes.map((route) => {
            const runsOf = samples[build.id][route]
            const medianOf = (/** @type {"performance" | "lcpMs" | "tbtMs"} */ key) => median(runsOf.map((sample) => sample[key]))
            const builtRoute = builtRouteFor(route)
            return [
              route,
              {
                performance: medianOf("performance"),
                lcpMs: Math.round(medianOf("lcpMs")),
                tbtMs: Math.round(medianOf("tbtMs")),
                firstLoadJsGzipBytes: firstLoadJs(folderOf(build), builtRoute).gzipBytes,
                htmlGzipBytes: gzipSize(fs.readFileSync(path.join(folderOf(build), htmlFileFor(builtRoute)))),
                runs: runsOf.map(({ performance, lcpMs, tbtMs, cls, benchmarkIndex }) => ({
                  performance,
                  lcpMs: Math.round(lcpMs),
                  tbtMs: Math.round(tbtMs),
                  cls,
                  benchmarkIndex,
                })),
              },
            ]
          })
        ),
      ])
    )
    // The noise of a route: how far apart the runs of the same build (all on, measured twice a round) came out.
    const noise = Object.fromEntries(
      routes.map((route) => {
        const same = [...samples["all-on"][route], ...samples["all-on-again"][route]]
        const spread = (/** @type {"performance" | "lcpMs" | "tbtMs"} */ key) => {
          const values = same.map((sample) => sample[key])
          return Math.max(...values) - Math.min(...values)
        }
        // Rounded up, as the medians it is compared with are rounded: a difference of rounded medians beyond it is beyond the raw spread.
        return [
          route,
          { performance: Math.ceil(spread("performance") * 100 - 1e-9) / 100, lcpMs: Math.ceil(spread("lcpMs")), tbtMs: Math.ceil(spread("tbtMs")) },
        ]
      })
    )

    const benchmarkIndexes = Object.values(samples).flatMap((byRoute) =>
      Object.values(byRoute)
        .flat()
        .map((sample) => sample.benchmarkIndex)
    )
    const anySample = samples["all-on"][routes[0]][0]
    const output = {
      date: new Date().toISOString(),
      commit: gitCommit(projectRoot),
      lighthouseVersion: anySample.lighthouseVersion,
      userAgent: anySample.userAgent,
      runsPerRoute: runs,
      routes,
      settings: {
        formFactor: "mobile",
        throttling: "simulated (Lighthouse default)",
        categories: ["performance"],
        chromeFlags,
        order: "round-robin, rotating",
      },
      machine: {
        cores: os.cpus().length,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: os.loadavg(),
        benchmarkIndexMedian: median(benchmarkIndexes),
      },
      seconds: { builds: buildSeconds, lighthouse: measuringSeconds, total: Math.round((Date.now() - started) / 1000) },
      builds: measured.map((build) => ({
        id: build.id,
        label: label(build),
        patchesOff: build.off,
        description: build.off.map((id) => SWITCHABLE_PATCHES[id]).join("; ") || null,
      })),
      noise,
      results: figures,
      differences: differencesFromAllOn(
        measured.map((build) => build.id),
        routes,
        figures,
        noise
      ),
    }
    fs.mkdirSync(path.join(projectRoot, "bench"), { recursive: true })
    fs.writeFileSync(path.join(projectRoot, "bench/ablation.json"), `${JSON.stringify(output, null, 2)}\n`)

    console.log(`\n${ablationTable(output)}\n`)
    console.log(
      `Medians of ${runs} Lighthouse run(s) per build and route (mobile, simulated throttling), in round-robin. ` +
        `Machine: ${os.cpus().length} cores, load average ${loadAtStart.map((load) => load.toFixed(1)).join(" ")} at the start, ` +
        `${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")} at the end; Lighthouse benchmarkIndex median ${median(benchmarkIndexes)}. ` +
        `Builds ${Object.values(buildSeconds).reduce((sum, seconds) => sum + seconds, 0)} s, Lighthouse ${measuringSeconds} s, in all ${output.seconds.total} s.`
    )
    console.log("Wrote bench/ablation.json")
  } finally {
    project.cleanUp()
    if (keep) console.log(`The builds are in ${outRoot}`)
    else fs.rmSync(outRoot, { recursive: true, force: true })
  }
}

/**
 * Serves several built folders at once while `work` runs.
 * @template T @param {{ root: string, port: number }[]} sites @param {() => Promise<T>} work @returns {Promise<T>}
 */
function servingAll(sites, work) {
  const [first, ...rest] = sites
  return first ? serving(first.root, first.port, () => servingAll(rest, work)) : work()
}

/** @typedef {{ performance: number, lcpMs: number, tbtMs: number }} Timings */
/** @typedef {Timings & { firstLoadJsGzipBytes: number, htmlGzipBytes: number }} Figures */

/**
 * Each build's medians minus all-on's, per route; for the timings, whether the difference is beyond the route's noise.
 * @param {string[]} ids @param {string[]} routes @param {Record<string, Record<string, Figures>>} results
 * @param {Record<string, Timings>} noise
 */
function differencesFromAllOn(ids, routes, results, noise) {
  const timings = /** @type {const} */ (["performance", "lcpMs", "tbtMs"])
  return Object.fromEntries(
    ids
      .filter((id) => id !== "all-on")
      .map((id) => [
        id,
        Object.fromEntries(
          routes.map((route) => {
            const own = results[id][route]
            const base = results["all-on"][route]
            const timed = Object.fromEntries(
              timings.map((key) => {
                const difference = Math.round((own[key] - base[key]) * 100) / 100
                return [key, { difference, beyondNoise: Math.abs(difference) > noise[route][key] + 1e-9 }]
              })
            )
            return [
              route,
              {
                ...timed,
                firstLoadJsGzipBytes: own.firstLoadJsGzipBytes - base.firstLoadJsGzipBytes,
                htmlGzipBytes: own.htmlGzipBytes - base.htmlGzipBytes,
              },
            ]
          })
        ),
      ])
  )
}

/**
 * The Markdown table of an ablation: for each build and route, the medians, each with its difference from all on;
 * a difference beyond the route's noise (the spread of the all-on runs) is marked *. Bytes do not vary between
 * runs: any difference in them is real.
 * @param {{ builds: { id: string, label: string }[], routes: string[], noise: Record<string, Timings>, results: Record<string, Record<string, Figures>> }} ablation
 */
export function ablationTable({ builds, routes, noise, results }) {
  const rows = [["build", "route", "performance", "LCP ms", "TBT ms", "first-load JS KB gz", "HTML bytes gz"]]
  for (const route of routes) {
    const base = results["all-on"][route]
    for (const build of builds) {
      const own = results[build.id][route]
      const isBase = build.id === "all-on"
      /** @param {number} value @param {number} baseValue @param {number} spread @param {number} digits */
      const cell = (value, baseValue, spread, digits = 0) => {
        if (isBase) return value.toFixed(digits)
        const difference = value - baseValue
        return `${value.toFixed(digits)} (${signed(difference, digits)}${Math.abs(difference) > spread + 1e-9 ? "*" : ""})`
      }
      rows.push([
        build.label,
        route,
        cell(own.performance, base.performance, noise[route].performance, 2),
        cell(own.lcpMs, base.lcpMs, noise[route].lcpMs),
        cell(own.tbtMs, base.tbtMs, noise[route].tbtMs),
        isBase
          ? String(kilobytes(own.firstLoadJsGzipBytes))
          : `${kilobytes(own.firstLoadJsGzipBytes)} (${signed(kilobytes(own.firstLoadJsGzipBytes - base.firstLoadJsGzipBytes), 1)})`,
        isBase ? String(own.htmlGzipBytes) : `${own.htmlGzipBytes} (${signed(own.htmlGzipBytes - base.htmlGzipBytes)})`,
      ])
    }
    rows.push([
      "noise: range of the all-on runs",
      route,
      noise[route].performance.toFixed(2),
      String(noise[route].lcpMs),
      String(noise[route].tbtMs),
      "0",
      "0",
    ])
  }
  return markdownTable(rows)
}
