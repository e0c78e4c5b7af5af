// @ts-check
// `npm test`: build the site, type-check it, run the unit tests, then the browser tests against the build.
// Ends with one line counting every test: "tests: N passed, N failed".
import { spawnSync } from "node:child_process"
import fs from "node:fs"

/** @param {string} title @param {string} command @param {string[]} args */
function step(title, command, args) {
  console.log(`\n── ${title} ──`)
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } })
  return result.status === 0
}

/**
 * @typedef {{ title: string, file?: string, specs?: Array<{ title: string, file: string, tests: Array<{ status: string }> }>, suites?: Suite[] }} Suite
 * @param {Suite[]} suites @returns {string[]} the tests that failed and then passed on their retry
 */
const flakyTests = (suites) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === "flaky")).map((spec) => `${spec.file}: ${spec.title}`),
    ...flakyTests(suite.suites ?? []),
  ])

/** @param {string} file @returns {{ passed: number, failed: number, flaky: string[] } | null} */
function readCounts(file) {
  if (!fs.existsSync(file)) return null
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  if ("numPassedTests" in report) return { passed: report.numPassedTests, failed: report.numFailedTests, flaky: [] }
  const stats = report.stats ?? {}
  // A flaky test passed on its retry: it counts as passed, and is named below so it gets fixed.
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, flaky: flakyTests(report.suites ?? []) }
}

fs.rmSync("test-results", { recursive: true, force: true })
fs.mkdirSync("test-results", { recursive: true })

const results = []
const built = step("build (gatsby build, writes the GraphQL types)", "npx", ["gatsby", "build"])
if (!built) {
  console.error("\nThe build failed, so nothing else can be tested: see the message above.")
  console.log("tests: 0 passed, 1 failed")
  process.exit(1)
}
results.push({ name: "type check", ok: step("type check (tsc --noEmit)", "npx", ["tsc", "--noEmit"]) })
results.push({
  name: "unit tests",
  ok: step("unit tests (jest)", "npx", ["jest", "--json", "--outputFile=test-results/unit.json"]),
})
const haveChromium = step("browser for the browser tests", "node", ["src/tools/ensure-chromium.mjs"])
results.push({ name: "browser tests", ok: haveChromium && step("browser tests (playwright)", "npx", ["playwright", "test"]) })

const unit = readCounts("test-results/unit.json") ?? { passed: 0, failed: 0, flaky: [] }
const browser = readCounts("test-results/browser.json") ?? { passed: 0, failed: 0, flaky: [] }
console.log("\n── summary ──")
for (const result of results) console.log(`${result.ok ? "ok  " : "FAIL"} ${result.name}`)
console.log(`unit tests: ${unit.passed} passed, ${unit.failed} failed`)
console.log(`browser tests: ${browser.passed} passed, ${browser.failed} failed`)
if (browser.flaky.length) {
  console.log(`flaky (failed, then passed on the retry the CI configuration allows): ${browser.flaky.length}`)
  for (const title of browser.flaky) console.log(`  ${title}`)
}
const failedSteps = results.filter((result) => !result.ok).length
const failed = unit.failed + browser.failed + (failedSteps && unit.failed + browser.failed === 0 ? failedSteps : 0)
console.log(`tests: ${unit.passed + browser.passed} passed, ${failed} failed`)
process.exit(failedSteps === 0 ? 0 : 1)
