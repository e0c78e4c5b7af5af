// @ts-check
// Makes sure the browser tests have their three engines (Chromium, Firefox ESR, WebKitGTK) and the fonts the
// font-swap tests measure against, installing Debian's packages with apt-get when run as root, and says in one
// line each what is missing when it cannot. Without Chromium no browser test can run (exit 1). Without Firefox or
// WebKit their journeys are skipped, and counted as skipped, except on CI (CI set), where that fails the run.
import { spawnSync } from "node:child_process"
import { engines, headlessShell, metricFonts } from "./browser-engines.mjs"

/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"] }).status === 0

const needs = [...engines, headlessShell, metricFonts]
const missing = () => needs.filter((need) => !need.found())
const isRoot = typeof process.getuid === "function" && process.getuid() === 0

if (missing().length > 0 && isRoot) {
  const packages = missing().flatMap((need) => need.packages)
  console.log(`Installing Debian's ${packages.join(", ")} with apt-get…`)
  if (!(run("apt-get", ["update"]) && run("apt-get", ["install", "-y", "--no-install-recommends", ...packages]))) {
    console.error("apt-get could not install them.")
  }
}
// Playwright's own Chromium is used where no Chromium is installed (playwright.config.ts).
const playwrightChromium =
  !engines[0].found() && !isRoot && (console.log("No Chromium found: trying Playwright's own…"), run("npx", ["playwright", "install", "chromium"]))

let fatal = false
for (const need of missing()) {
  if (need === engines[0] && playwrightChromium) continue
  const fails = need === engines[0] || (need !== metricFonts && need !== headlessShell && Boolean(process.env.CI))
  fatal ||= fails
  const consequence =
    need === engines[0]
      ? "no browser test can run"
      : need === metricFonts
        ? "the font-swap tests will fail"
        : need === headlessShell
          ? "the tests run in the full Chromium, slower"
          : `its journeys are skipped${fails ? ", which fails CI" : ""}`
  console.error(`${need.label} not found: ${consequence}. As root: apt-get install ${need.packages.join(" ")} (or see the README).`)
}
process.exit(fatal ? 1 : 0)
