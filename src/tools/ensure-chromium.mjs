// @ts-check
// Makes sure a Chromium exists for the browser tests, installing one when it can, in one clear line when it cannot.
import { spawnSync } from "node:child_process"
import { chromiumPath } from "./chromium-path.mjs"

/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"] }).status === 0

if (chromiumPath()) process.exit(0)

const isRoot = typeof process.getuid === "function" && process.getuid() === 0
if (isRoot) {
  console.log("No Chromium found: installing Debian's chromium with apt-get…")
  if (run("apt-get", ["update"]) && run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"]) && chromiumPath()) {
    process.exit(0)
  }
} else {
  console.log("No Chromium found: trying Playwright's own Chromium…")
  if (run("npx", ["playwright", "install", "chromium"])) process.exit(0)
}

console.error(
  "No Chromium for the browser tests: install one (as root: apt-get install chromium) or set CHROME_PATH to a Chromium binary."
)
process.exit(1)
