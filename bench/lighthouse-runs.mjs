// @ts-check
// Lighthouse runs for `npm run bench` and `npm run bench -- --ablate`: mobile preset, simulated throttling, each run
// in a fresh headless Chromium; a built folder served as `npm start` serves it; medians and plain-text tables.
import { spawnSync } from "node:child_process"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { buildServer } from "../server/app.mjs"
import { chromiumPath } from "../tools/browser-engines.mjs"

// The tables live apart so that code run without Lighthouse (the growth targets, their tests) can print them too.
export { markdownTable, table } from "./text-tables.mjs"

export const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
export const allCategories = ["performance", "accessibility", "best-practices", "seo"]

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Lighthouse's own failure to record a page load (NO_NAVSTART, NO_FCP…): the run is repeated, not the page blamed. */
class LighthouseRuntimeError extends Error {}

/**
 * One Lighthouse run in a fresh Chromium.
 * @param {string} url @param {{ categories?: string[] }} [options] categories: those to score (all four by default)
 */
export async function audit(url, { categories = allCategories } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? chromiumPath() ?? undefined, chromeFlags })
  try {
    // The not-found route answers 404 on purpose; Lighthouse still audits it.
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: "error", onlyCategories: categories },
      {
        extends: "lighthouse:default",
        settings: { ignoreStatusCode: true },
      }
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN
    const failed = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}/${ref.id}`)
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
      lcpElement: lcpElementOf(lhr),
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

/**
 * The LCP element's HTML, as Lighthouse 13 gives it in its LCP breakdown insight (a list: the phases' table, then the
 * element; Lighthouse 12's largest-contentful-paint-element audit is gone). @param {import("lighthouse").Result} lhr
 */
export function lcpElementOf(lhr) {
  const details = /** @type {any} */ (lhr.audits["lcp-breakdown-insight"]?.details)
  return /** @type {string | null} */ (details?.items?.find((/** @type {any} */ item) => item.type === "node")?.snippet ?? null)
}

/** @typedef {Awaited<ReturnType<typeof audit>>} Sample */

/**
 * A Lighthouse run, repeated up to `attempts` times when Lighthouse itself fails to record it.
 * @param {string} url @param {{ categories?: string[], attempts?: number }} [options]
 */
export async function auditWithRetry(url, { categories, attempts = 3 } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, { categories })
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= attempts) throw error
      process.stdout.write(`(${error.message}; again) `)
    }
  }
}

/**
 * Serves a built folder on `port` while `work` runs.
 * @template T @param {string} root @param {number} port @param {() => Promise<T>} work
 */
export async function serving(root, port, work) {
  const server = await buildServer({ root })
  await server.listen({ port, host: "127.0.0.1" })
  try {
    return await work()
  } finally {
    await server.close()
  }
}

/** The route Lighthouse visits for the not-found page (answered 404 with public/404.html). */
export const NOT_FOUND_ROUTE = "/no-such-page"

/** The route whose built HTML a visited route is served: public/404.html for the not-found route. @param {string} route */
export const builtRouteFor = (route) => (route === NOT_FOUND_ROUTE ? "/404.html" : route.replace(/\?.*$/, ""))

/** The commit measured, short, or null outside a git work tree. @param {string} projectRoot */
export function gitCommit(projectRoot) {
  const result = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: projectRoot, encoding: "utf8" })
  return result.status === 0 ? result.stdout.trim() : null
}
