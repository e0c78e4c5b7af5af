import fs from "fs"
import path from "path"

// The cache of the editing screen's scripts (admin.ts bundles them): each named after the code that goes into it.

/**
 * Where the admin scripts are kept: beside Gatsby's own webpack caches, the part of .cache/ Gatsby keeps when it empties
 * the rest (a first start, or a new plugin), so that a development server started on a copy given a build's scripts
 * (the admin tests') reuses them too.
 */
export const adminScriptsDir = (rootDir: string) => path.join(rootDir, ".cache", "webpack", "cms-admin")

/** How many admin scripts the cache keeps: a change taken back (a stylesheet edited, then put back) finds its script made. */
const SCRIPTS_KEPT = 3

/**
 * Marks the script `id` as the latest used, and removes the files of all but the SCRIPTS_KEPT latest: the cache keeps
 * the scripts of the code as it was lately, not of every change ever built.
 */
export function keepLatestScripts(outputDir: string, id: string) {
  const files = fs.readdirSync(outputDir)
  const now = new Date()
  for (const name of files) if (scriptOf(name) === id) fs.utimesSync(path.join(outputDir, name), now, now)
  const lastUsed = new Map<string, number>()
  for (const name of files) {
    const script = scriptOf(name)
    lastUsed.set(script, Math.max(lastUsed.get(script) ?? 0, fs.statSync(path.join(outputDir, name)).mtimeMs))
  }
  const kept = new Set(
    [...lastUsed]
      .sort((a, b) => b[1] - a[1])
      .slice(0, SCRIPTS_KEPT)
      .map(([script]) => script)
  )
  for (const name of files) if (!kept.has(scriptOf(name))) fs.rmSync(path.join(outputDir, name))
}

/** The script a file of the cache belongs to: cms-<hash>.js, .css and .js.LICENSE.txt all belong to cms-<hash>. */
const scriptOf = (name: string) => name.slice(0, name.indexOf("."))
