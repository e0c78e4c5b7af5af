// @ts-check
// Gatsby builds in temporary folders, beside this project rather than in it, so that public/ and .cache/ stay as the
// last `npm run build` left them: the bare Gatsby page of `npm run bench`, and the builds of `npm run bench -- --ablate`.
// Each folder reuses this project's node_modules (same Gatsby, React and plugins): a symlink for the bare page; hard
// links for a copy of the project, whose build must name its modules as the project's own does (webpack names modules
// by their real path, and a symlink's points outside the copy). Builds for tests and the bench, and of the warm-cache
// test too (__tests__/integration/build/warm-cache-build.test.ts).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawnSync } from "node:child_process"

/** Gives `dir` this project's node_modules. @param {string} dir @param {string} projectRoot */
export function linkNodeModules(dir, projectRoot) {
  fs.symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir")
}

/**
 * The project's files as its working tree has them: those git tracks and new ones it does not ignore (so edits not
 * yet committed are in), without those deleted since; relative paths. No public/, .cache/ nor node_modules.
 * @param {string} projectRoot @returns {string[]}
 */
export function projectFiles(projectRoot) {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: projectRoot, encoding: "utf8" })
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${projectRoot}: ${listed.stderr}`)
  return listed.stdout
    .split("\0")
    .filter(Boolean)
    .filter((file) => fs.existsSync(path.join(projectRoot, file)))
}

/**
 * A copy of the project as its working tree is now (tracked files and new ones git does not ignore, so edits not
 * yet committed are in it; no public/ nor .cache/), in a temporary folder, with node_modules hard-linked.
 * @param {string} projectRoot @param {string} prefix of the folder's name
 * @returns {{ dir: string, cleanUp: () => void }}
 */
export function copyProject(projectRoot, prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const file of projectFiles(projectRoot)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.copyFileSync(path.join(projectRoot, file), path.join(dir, file))
  }
  const linked = spawnSync("cp", ["-al", path.join(projectRoot, "node_modules"), path.join(dir, "node_modules")], { encoding: "utf8" })
  if (linked.status !== 0) throw new Error(`could not link node_modules into ${dir}: ${linked.stderr}`)
  // Its cache stays behind: it is the project's.
  fs.rmSync(path.join(dir, "node_modules", ".cache"), { recursive: true, force: true })
  return { dir, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/**
 * `gatsby build` in `dir`, with this project's Gatsby and `env` added to the environment. Its output goes to
 * `logFile` when given (the error then quotes its end), else its errors to the console. Returns the seconds it took.
 * @param {string} dir @param {{ projectRoot: string, env?: Record<string, string>, logFile?: string }} options
 */
export function gatsbyBuild(dir, { projectRoot, env = {}, logFile }) {
  const started = Date.now()
  const log = logFile ? fs.openSync(logFile, "w") : null
  try {
    const result = spawnSync(path.join(projectRoot, "node_modules/.bin/gatsby"), ["build"], {
      cwd: dir,
      stdio: ["ignore", log ?? "ignore", log ?? "inherit"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", FORCE_COLOR: "0", ...env },
    })
    if (result.status !== 0) {
      const tail = logFile ? `:\n${fs.readFileSync(logFile, "utf8").slice(-3000)}` : ""
      throw new Error(`gatsby build in ${dir} failed (exit ${result.status})${tail}`)
    }
  } finally {
    if (log !== null) fs.closeSync(log)
  }
  return Math.round((Date.now() - started) / 1000)
}
