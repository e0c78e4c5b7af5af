// @ts-check
// The growth targets of `npm run bench -- --scale N`, checked on the figures of today's content (1×) and of N times
// it, and the Markdown the bench writes into docs/performance.md. Pure: no build, no browser, so the checks are
// unit-tested with figures made up to pass and to fail.
import { markdownTable } from "./text-tables.mjs"

/** The routes Lighthouse measures at 1× and N×: those that list what grows, and one safari's own page. */
export const SCALE_ROUTES = ["/", "/faqs", "/gallery", "/safaris", "/safaris/111", "/departures", "/journal"]

export const TARGETS = {
  /** Lighthouse mobile performance, at N×, every measured route. */
  performance: 0.98,
  accessibility: 1,
  cls: 0,
  /** LCP at N× over the same route's at 1×. */
  lcpRatio: 1.1,
  /** A safari page's Brotli HTML at N× against 1×, either way: a page must not carry the other safaris. */
  safariHtmlTolerance: 0.02,
  /** First-load JavaScript at N× minus 1×, per route, in bytes (2 KB). */
  firstLoadJsBytes: 2048,
  /** The warm build after one text edit, and after one new journal post, at N× over 1×. */
  warmBuildRatio: 1.2,
}

/**
 * The builds a median was taken of, when there were several: "; medians of 11.6, 12.0, 12.3 s and 14.9, 15.1, 15.6 s".
 * @param {number[] | undefined} one @param {number[] | undefined} many
 */
const eachOf = (one, many) => (one && many && (one.length > 1 || many.length > 1) ? `; medians of ${one.join(", ")} s and ${many.join(", ")} s` : "")

/**
 * @typedef {{ performance: number, accessibility: number, lcpMs: number, tbtMs: number, cls: number }} RouteScores
 * @typedef {{ brotliHtmlBytes: number, firstLoadJsBytes: number }} RouteBytes
 * @typedef {{
 *   times: number, photographs: number, safaris: number, pages: number,
 *   cleanBuildSeconds: number, warmBuildSeconds: number, newPostBuildSeconds: number, peakMemoryBytes: number, publicBytes: number,
 *   warmBuildRuns?: number[], newPostBuildRuns?: number[],
 *   routes: Record<string, RouteBytes>, lighthouse: Record<string, RouteScores>
 * }} ScaleFigures
 * @typedef {{ target: string, pass: boolean, detail: string }} TargetResult
 */

/** @param {number} value @param {number} digits */
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : String(value))
/** @param {number} value */
const percent = (value) => `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(1)}%`

/** A safari's own page (/safaris/111), not the /safaris list. @param {string} route */
export const isSafariPage = (route) => /^\/safaris\/[^/]+$/.test(route)

/**
 * Every target, checked on the figures of 1× (`one`) and N× (`many`): one result per target and route.
 * @param {ScaleFigures} one @param {ScaleFigures} many @returns {TargetResult[]}
 */
export function checkScaleTargets(one, many) {
  const n = `${many.times}×`
  /** @type {TargetResult[]} */
  const results = []
  for (const [route, scores] of Object.entries(many.lighthouse)) {
    results.push({
      target: `${route} performance at ${n} ≥ ${TARGETS.performance}`,
      pass: scores.performance >= TARGETS.performance,
      detail: fixed(scores.performance, 2),
    })
    results.push({
      target: `${route} accessibility at ${n} = ${fixed(TARGETS.accessibility, 2)}`,
      pass: scores.accessibility >= TARGETS.accessibility,
      detail: fixed(scores.accessibility, 2),
    })
    results.push({ target: `${route} CLS at ${n} = ${TARGETS.cls}`, pass: scores.cls <= TARGETS.cls, detail: String(scores.cls) })
    const base = one.lighthouse[route]
    if (base) {
      const ratio = scores.lcpMs / base.lcpMs
      results.push({
        target: `${route} LCP at ${n} within ${Math.round((TARGETS.lcpRatio - 1) * 100)}% of 1×`,
        pass: ratio <= TARGETS.lcpRatio,
        detail: `${Math.round(scores.lcpMs)} ms against ${Math.round(base.lcpMs)} ms (${percent(ratio - 1)})`,
      })
    }
  }
  for (const [route, bytes] of Object.entries(many.routes)) {
    const base = one.routes[route]
    if (!base) continue
    if (isSafariPage(route)) {
      const change = bytes.brotliHtmlBytes / base.brotliHtmlBytes - 1
      results.push({
        target: `${route} Brotli HTML independent of the number of safaris (within ${TARGETS.safariHtmlTolerance * 100}%)`,
        // In bytes, so that exactly 2% is within, whatever the floating point says of the ratio.
        pass: Math.abs(bytes.brotliHtmlBytes - base.brotliHtmlBytes) <= TARGETS.safariHtmlTolerance * base.brotliHtmlBytes,
        detail: `${bytes.brotliHtmlBytes} bytes against ${base.brotliHtmlBytes} (${percent(change)}; ${many.safaris} safaris against ${one.safaris})`,
      })
    }
    const more = bytes.firstLoadJsBytes - base.firstLoadJsBytes
    results.push({
      target: `${route} first-load JS at ${n} within 2 KB of 1×`,
      pass: Math.abs(more) <= TARGETS.firstLoadJsBytes,
      detail: `${bytes.firstLoadJsBytes} bytes gzip against ${base.firstLoadJsBytes} (${more >= 0 ? "+" : "−"}${Math.abs(more)})`,
    })
  }
  const warm = many.warmBuildSeconds / one.warmBuildSeconds
  results.push({
    target: `warm build after one text edit at ${n} ≤ ${TARGETS.warmBuildRatio}× the 1× warm build`,
    pass: warm <= TARGETS.warmBuildRatio,
    detail: `${many.warmBuildSeconds} s against ${one.warmBuildSeconds} s (${fixed(warm, 2)}×)${eachOf(one.warmBuildRuns, many.warmBuildRuns)}`,
  })
  const newPost = many.newPostBuildSeconds / one.newPostBuildSeconds
  results.push({
    target: `warm build after one new journal post at ${n} ≤ ${TARGETS.warmBuildRatio}× the 1× one`,
    pass: newPost <= TARGETS.warmBuildRatio,
    detail: `${many.newPostBuildSeconds} s against ${one.newPostBuildSeconds} s (${fixed(newPost, 2)}×)${eachOf(one.newPostBuildRuns, many.newPostBuildRuns)}`,
  })
  // Linear in the photographs, a + b × photographs with a ≥ 0, grows at most as fast as their number.
  const clean = many.cleanBuildSeconds / one.cleanBuildSeconds
  const photographs = many.photographs / one.photographs
  results.push({
    target: `clean build at most linear in the photographs (time ratio ≤ photograph ratio)`,
    pass: clean <= photographs,
    detail: `${many.cleanBuildSeconds} s against ${one.cleanBuildSeconds} s (${fixed(clean, 2)}×) for ${many.photographs} photographs against ${one.photographs} (${fixed(photographs, 2)}×)`,
  })
  return results
}

/** One line per target, as the bench prints them. @param {TargetResult[]} results */
export const targetLines = (results) => results.map(({ target, pass, detail }) => `${pass ? "PASS" : "FAIL"}  ${target}: ${detail}`)

/** @param {number} bytes */
const megabytes = (bytes) => fixed(bytes / 1024 / 1024, 1)
/** @param {number} many @param {number} one */
const ratio = (many, one) => (one === 0 ? "-" : `${fixed(many / one, 2)}×`)

/**
 * The Markdown for docs/performance.md's "Growth" section: the build's figures, each route's, and the targets.
 * @param {{ date: string, commit: string | null, runsPerRoute: number, loadAverage: number[], one: ScaleFigures, many: ScaleFigures, targets: TargetResult[] }} result
 * @param {{ listTargets?: boolean }} [options] listTargets: false for the console, which prints them as plain lines
 */
export function growthMarkdown({ date, commit, runsPerRoute, loadAverage, one, many, targets }, { listTargets = true } = {}) {
  const n = `${many.times}×`
  const build = markdownTable([
    ["figure", "1×", n, "ratio"],
    ["photographs", one.photographs, many.photographs, ratio(many.photographs, one.photographs)],
    ["safaris", one.safaris, many.safaris, ratio(many.safaris, one.safaris)],
    ["pages built", one.pages, many.pages, ratio(many.pages, one.pages)],
    ["clean build s", one.cleanBuildSeconds, many.cleanBuildSeconds, ratio(many.cleanBuildSeconds, one.cleanBuildSeconds)],
    ["warm build after one text edit s", one.warmBuildSeconds, many.warmBuildSeconds, ratio(many.warmBuildSeconds, one.warmBuildSeconds)],
    [
      "warm build after one new journal post s",
      one.newPostBuildSeconds,
      many.newPostBuildSeconds,
      ratio(many.newPostBuildSeconds, one.newPostBuildSeconds),
    ],
    [
      "peak memory of the build MB",
      megabytes(one.peakMemoryBytes),
      megabytes(many.peakMemoryBytes),
      ratio(many.peakMemoryBytes, one.peakMemoryBytes),
    ],
    ["public/ MB", megabytes(one.publicBytes), megabytes(many.publicBytes), ratio(many.publicBytes, one.publicBytes)],
  ])
  const routes = markdownTable([
    ["route", "perf 1×", `perf ${n}`, "a11y", "CLS", "LCP ms 1×", `LCP ms ${n}`, "HTML br 1×", `HTML br ${n}`, "ratio", "JS gz 1×", `JS gz ${n}`],
    ...Object.keys(many.routes)
      .filter((route) => one.routes[route])
      .map((route) => {
        const [a, b] = [one.lighthouse[route], many.lighthouse[route]]
        const [x, y] = [one.routes[route], many.routes[route]]
        return [
          route,
          a ? fixed(a.performance, 2) : "-",
          b ? fixed(b.performance, 2) : "-",
          b ? fixed(b.accessibility, 2) : "-",
          b ? b.cls : "-",
          a ? Math.round(a.lcpMs) : "-",
          b ? Math.round(b.lcpMs) : "-",
          x.brotliHtmlBytes,
          y.brotliHtmlBytes,
          ratio(y.brotliHtmlBytes, x.brotliHtmlBytes),
          x.firstLoadJsBytes,
          y.firstLoadJsBytes,
        ]
      }),
  ])
  const failed = targets.filter((result) => !result.pass).length
  return [
    `Measured ${date} at commit ${commit ?? "(not in git)"}: 1× and ${n}, ${runsPerRoute} Lighthouse run(s) per route and build ` +
      `(medians; a11y and CLS at ${n}), load average ${loadAverage.map((load) => load.toFixed(1)).join(" ")} at the end. ` +
      `Written by \`npm run bench -- --scale ${many.times}\` (bench/scale-results.json has every run).`,
    "",
    build,
    "",
    routes,
    "",
    `Targets: ${targets.length - failed} pass, ${failed} fail.`,
    ...(listTargets ? ["", ...targetLines(targets).map((line) => `- ${line}`)] : []),
  ].join("\n")
}

export const GROWTH_START = "<!-- growth:start (written by npm run bench -- --scale N) -->"
export const GROWTH_END = "<!-- growth:end -->"

/**
 * The document with what lies between the growth markers replaced by `text`; without the markers, the document as
 * it was and `false`, so the bench can say so rather than write somewhere unexpected.
 * @param {string} doc @param {string} text @returns {{ doc: string, replaced: boolean }}
 */
export function replaceBetweenMarkers(doc, text) {
  const start = doc.indexOf(GROWTH_START)
  const end = doc.indexOf(GROWTH_END)
  if (start < 0 || end < start) return { doc, replaced: false }
  return { doc: `${doc.slice(0, start + GROWTH_START.length)}\n${text}\n${doc.slice(end)}`, replaced: true }
}
