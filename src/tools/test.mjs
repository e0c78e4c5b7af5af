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

/** @param {string} file @returns {{ passed: number, failed: number } | null} */
function readCounts(file) {
  if (!fs.existsSync(file)) return null
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  if ("numPassedTests" in report) return { passed: report.numPassedTests, failed: report.numFailedTests }
  const stats = report.stats ?? {}
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) }
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

const unit = readCounts("test-results/unit.json") ?? { passed: 0, failed: 0 }
const browser = readCounts("test-results/browser.json") ?? { passed: 0, failed: 0 }
console.log("\n── summary ──")
for (const result of results) console.log(`${result.ok ? "ok  " : "FAIL"} ${result.name}`)
console.log(`unit tests: ${unit.passed} passed, ${unit.failed} failed`)
console.log(`browser tests: ${browser.passed} passed, ${browser.failed} failed`)
const failedSteps = results.filter((result) => !result.ok).length
const failed = unit.failed + browser.failed + (failedSteps && unit.failed + browser.failed === 0 ? failedSteps : 0)
console.log(`tests: ${unit.passed + browser.passed} passed, ${failed} failed`)
process.exit(failedSteps === 0 ? 0 : 1)
