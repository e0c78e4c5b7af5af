// @ts-check
// `npm test`: build the site (the unit tests and the lint beside it), then type-check it and run the integration tests
// and the browser tests against the build, side by side.
// Ends with one line counting every test: "tests: N passed, N failed".
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { copyProject } from "./gatsby-build.mjs"
import { TEST_DAY } from "./test-day.mjs"

// Every step (the build, the unit tests' own builds) makes the site for the tests' day, whatever today is.
process.env.SITE_TODAY ??= TEST_DAY

/**
 * The path the run's end waits on is the build, then the editing screen's tests: one test after another, against one
 * development server, they end last. Every other step yields the cores to them (a lower priority, which the processes
 * each starts inherit) and takes what they leave, so that the cores are busy to the end rather than one idle while
 * the editing screen's tests finish alone (docs/performance.md).
 */
const YIELDING = 10

/** Gives `child` (and what it starts from now on) a lower priority than the path the run's end waits on. */
function yieldCores(/** @type {import("node:child_process").ChildProcess} */ child) {
  try {
    if (child.pid) os.setPriority(child.pid, YIELDING)
  } catch {
    // Already ended, or not allowed here: it runs at the same priority as the others, as before.
  }
  return child
}

/**
 * A step whose output is shown as it comes. Waited for without blocking: the steps beside it write into pipes that
 * this process must keep reading, or each would stop at its next write once its pipe is full.
 * @param {string} title @param {string} command @param {string[]} args
 * @param {{ cwd?: string, yielding?: boolean }} [options] yielding: off the path the run's end waits on
 * @returns {Promise<boolean>}
 */
function step(title, command, args, { cwd, yielding = false } = {}) {
  console.log(`\n── ${title} ──`)
  const child = spawn(command, args, { stdio: "inherit", cwd, env: { ...process.env, FORCE_COLOR: "0" } })
  return succeeded(yielding ? yieldCores(child) : child)
}

/** Whether a child process ends well: started, and exited with 0. @param {import("node:child_process").ChildProcess} child */
function succeeded(child) {
  /** @type {Promise<boolean>} */
  const ended = new Promise((resolve) => {
    child.on("error", () => resolve(false))
    child.on("close", (code) => resolve(code === 0))
  })
  return ended
}

/**
 * A step started beside the others, as soon as what it needs is there: its output is kept and printed, under its
 * title, when the run comes to it. Getting the browsers is mostly waiting on the network and the disk on a fresh
 * machine, and the lint reads only the sources, so both start beside the build; the type check (which needs the
 * build's GraphQL types) runs beside the integration tests and the browser tests.
 * @param {string} title @param {string} command @param {string[]} args
 * @param {{ env?: Record<string, string>, yielding?: boolean }} [options] yielding (the default): off the path the
 * run's end waits on
 * @returns {{ result: () => Promise<boolean>, stop: () => void }}
 */
function beside(title, command, args, { env = {}, yielding = true } = {}) {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0", ...env } })
  if (yielding) yieldCores(child)
  /** @type {Buffer[]} */
  const output = []
  child.stdout.on("data", (chunk) => output.push(chunk))
  child.stderr.on("data", (chunk) => output.push(chunk))
  const ended = succeeded(child)
  return {
    stop: () => void child.kill(),
    result: async () => {
      const ok = await ended
      console.log(`\n── ${title} ──`)
      process.stdout.write(Buffer.concat(output))
      return ok
    },
  }
}

/**
 * @typedef {{ projectName: string, status: string }} Test
 * @typedef {{ title: string, file?: string, specs?: Array<{ title: string, file: string, tests: Test[] }>, suites?: Suite[] }} Suite
 * @param {Suite[]} suites @returns {Array<{ name: string, test: Test }>}
 */
const allTests = (suites) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ name: `[${test.projectName}] ${spec.file}: ${spec.title}`, test }))),
    ...allTests(suite.suites ?? []),
  ])

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/** @param {string} file @returns {RunCounts | null} */
function readCounts(file) {
  if (!fs.existsSync(file)) return null
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  if ("numPassedTests" in report) {
    const total = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests ?? 0 }
    return { total, engines: new Map(), flaky: [] }
  }
  const tests = allTests(report.suites ?? [])
  /** @type {Map<string, Counts>} */
  const engines = new Map()
  for (const { test } of tests) {
    const counts = engines.get(test.projectName) ?? { passed: 0, failed: 0, skipped: 0 }
    // A flaky test passed on its retry: it counts as passed, and is named below so it gets fixed.
    if (test.status === "expected" || test.status === "flaky") counts.passed += 1
    else if (test.status === "skipped") counts.skipped += 1
    else counts.failed += 1
    engines.set(test.projectName, counts)
  }
  const total = [...engines.values()].reduce(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 }
  )
  return { total, engines, flaky: tests.filter(({ test }) => test.status === "flaky").map(({ name }) => name) }
}

/** @param {Counts} a @param {Counts} b @returns {Counts} */
const add = (a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped })

/** @typedef {{ total: Counts, engines: Map<string, Counts>, flaky: string[] }} RunCounts */

/** Two runs' counts as one. @param {RunCounts} a @param {RunCounts} b @returns {RunCounts} */
function mergeCounts(a, b) {
  const engines = new Map(a.engines)
  for (const [engine, counts] of b.engines) engines.set(engine, add(engines.get(engine) ?? { passed: 0, failed: 0, skipped: 0 }, counts))
  return { total: add(a.total, b.total), engines, flaky: [...a.flaky, ...b.flaky] }
}

/** @param {Counts} counts */
const line = (counts) => `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`

/** The build's site and GraphQL types, from the copy it was made in into the project. @param {string} dir */
function copyBuild(dir) {
  fs.rmSync("public", { recursive: true, force: true })
  fs.cpSync(path.join(dir, "public"), "public", { recursive: true })
  const types = path.join("src", "gatsby-types.d.ts")
  fs.copyFileSync(path.join(dir, types), types)
}

fs.rmSync("test-results", { recursive: true, force: true })
fs.mkdirSync("test-results", { recursive: true })

const results = []
const lint = beside("lint (eslint, then prettier --check)", "npm", ["run", "--silent", "lint"])
// The unit tests need nothing of the build (the integration tests, after it, do): they run beside it, in one worker,
// where the build leaves a core idle for much of its bootstrap and bundling.
const unitReport = "test-results/unit.json"
const unitTests = beside("unit tests (jest __tests__/unit, beside the build)", "npx", [
  "jest",
  "__tests__/unit",
  "--maxWorkers=1",
  "--json",
  `--outputFile=${unitReport}`,
])
// The editing screen's tests wait for the browsers too.
const browsers = beside("browsers for the browser tests (Chromium, Firefox ESR, WebKitGTK)", "node", ["tools/ensure-browsers.mjs"], {
  yielding: false,
})
// The site is built in a copy of the project (sources as the working tree has them), and its public/ and GraphQL types
// copied into the project for the other steps. The copy keeps that clean build's cache for the warm-cache test, which
// builds the copy twice more from it: Gatsby keys its cache to the project's absolute folder (a photograph's jobs to
// the folder they write), so a cache can only be built on where it was made, and the test would otherwise make a copy
// of its own and build it clean first (__tests__/integration/build/warm-cache-build.test.ts, docs/performance.md).
const buildCopy = copyProject(process.cwd(), "npm-test-build-")
process.on("exit", () => buildCopy.cleanUp())
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => process.exit(1))
process.env.NPM_TEST_BUILD_DIR = buildCopy.dir
const built = await step(
  "build (gatsby build in a copy of the project, writes the GraphQL types)",
  path.join(buildCopy.dir, "node_modules", ".bin", "gatsby"),
  ["build"],
  { cwd: buildCopy.dir }
)
if (built) copyBuild(buildCopy.dir)
else {
  console.error("\nThe build failed, so nothing else can be tested: see the message above.")
  console.log("tests: 0 passed, 1 failed")
  lint.stop()
  browsers.stop()
  unitTests.stop()
  process.exit(1)
}
const typeCheck = beside("type check (tsc --noEmit)", "npx", ["tsc", "--noEmit"])
const haveBrowsers = await browsers.result()
// The editing screen's tests (one worker sharing one gatsby develop, which starts with the build's editing-screen
// scripts and photographs' sizes, admin/editing-site.ts) start now, beside the integration tests and the other browser
// tests. No production server starts for them (EDITING_SCREEN_RUN, playwright.config.ts). Their own report and folder.
// Started with the build instead, their development server made what the build was making, and the build and all
// that waits on it took longer than the tests gained (docs/performance.md).
const adminReport = "test-results/browser-admin.json"
const adminTests = haveBrowsers
  ? beside("browser tests of the editing screen (playwright --project admin)", "npx", ["playwright", "test", "--project", "admin"], {
      env: { EDITING_SCREEN_RUN: "1", BROWSER_REPORT: adminReport, BROWSER_OUTPUT: "test-results/playwright-admin" },
      yielding: false,
    })
  : null
// The other browser tests need only the build too: they start beside the integration tests, in two workers (the
// editing screen's run holds the third), rather than after them, when the warm-cache build left a core idle.
const browserTests = haveBrowsers
  ? beside("browser tests (playwright: every test in Chromium, the journeys in Firefox and WebKit too)", "npx", [
      "playwright",
      "test",
      "--project",
      "chromium",
      "--project",
      "firefox",
      "--project",
      "webkit",
      "--workers",
      "2",
    ])
  : null
const integrationReport = "test-results/integration.json"
results.push({
  name: "integration tests",
  ok: await step(
    "integration tests (jest __tests__/integration: the build warm, its server, the editing backend)",
    "npx",
    ["jest", "__tests__/integration", "--json", `--outputFile=${integrationReport}`],
    { yielding: true }
  ),
})
results.push({ name: "unit tests", ok: await unitTests.result() })
results.push({ name: "type check", ok: await typeCheck.result() })
results.push({ name: "lint", ok: await lint.result() })
results.push({ name: "browser tests", ok: browserTests !== null && (await browserTests.result()) })
results.push({ name: "browser tests of the editing screen", ok: adminTests !== null && (await adminTests.result()) })

const none = { total: { passed: 0, failed: 0, skipped: 0 }, engines: new Map(), flaky: [] }
const unit = mergeCounts(readCounts(unitReport) ?? none, readCounts(integrationReport) ?? none)
const browser = mergeCounts(readCounts("test-results/browser.json") ?? none, readCounts(adminReport) ?? none)
console.log("\n── summary ──")
for (const result of results) console.log(`${result.ok ? "ok  " : "FAIL"} ${result.name}`)
console.log(`unit and integration tests: ${line(unit.total)}`)
console.log(`browser tests: ${line(browser.total)}`)
// Chromium runs every browser test; Firefox and WebKit the journeys (__tests__/browser/journeys/).
for (const [engine, counts] of browser.engines) console.log(`  ${engine}: ${line(counts)}`)
if (browser.flaky.length) {
  console.log(`flaky (failed, then passed on the retry the CI configuration allows): ${browser.flaky.length}`)
  for (const title of browser.flaky) console.log(`  ${title}`)
}
const failedSteps = results.filter((result) => !result.ok).length
const failedTests = unit.total.failed + browser.total.failed
const failed = failedTests + (failedSteps && failedTests === 0 ? failedSteps : 0)
const skipped = unit.total.skipped + browser.total.skipped
console.log(`tests: ${unit.total.passed + browser.total.passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`)
process.exit(failedSteps === 0 ? 0 : 1)
