// @ts-check
/**
 * The changes to what Gatsby emits that a build can leave out, one at a time, to measure what each earns
 * (`npm run bench -- --ablate`; docs/performance.md has the figures). Each is a local plugin, or a plugin's option,
 * in gatsby-config.ts: switching one off is taking it out of the list there. The ablation bench builds copies of the
 * project with GATSBY_PATCHES_OFF naming those it leaves out, comma-separated; gatsby-config.ts alone reads it.
 * Plain JavaScript, so that the bench (plain Node) reads the same list as the build.
 */
export const SWITCHABLE_PATCHES = /** @type {const} */ ({
  "after-paint": "Gatsby's scripts fetched and run after the first paint, not as <script async> competing with it (plugins/after-paint)",
  "page-styles": "each page inlines its own components' stylesheets, in cascade order, not the whole site's CSS (plugins/page-styles)",
  "font-preloads": "the first screen's three web fonts preloaded from the <head> (plugins/font-preloads)",
  "hydrate-transition": "the page hydrated as a React transition, in slices, not in one long task (plugins/hydration, option transition)",
  "early-clicks": "a button tapped before hydration is pressed again once the page is interactive (plugins/hydration, option earlyClicks)",
})

/** @typedef {keyof typeof SWITCHABLE_PATCHES} PatchId */

/** Patches that make Gatsby's output correct: always on (plugins/reproducible-build), so GATSBY_PATCHES_OFF may not name them. */
export const CORRECTNESS_PATCHES = /** @type {const} */ ({
  "render-to-string": "pages rendered whole: React 18's stream can leave a NUL byte inside a multi-byte character (render-to-string.ts)",
  "stylesheet-names": "a build from a warm cache inlines its own stylesheets, not an earlier build's (stylesheet-names.ts)",
  "compilation-hash":
    "the pages' and app-data.json's compilation hash derived from the build's asset names, the same from a warm cache as from a clean one (compilation-hash.ts)",
  "runtime-names":
    "the webpack runtime's variables named in a fixed order, not from its provisional chunk hashes, so a warm build writes the same runtime (runtime-names.ts)",
  "stale-files":
    "a warm public/ loses earlier builds' scripts, stylesheets, fonts, image folders and static query results, as a clean one never had them (gatsby-node.ts, stale-files.ts)",
})

/** The environment variable the ablation bench names the patches a build leaves out in. */
export const PATCHES_OFF_VARIABLE = "GATSBY_PATCHES_OFF"

const switchable = Object.keys(SWITCHABLE_PATCHES)

/**
 * The patches `value` switches off. A name that is not a switchable patch stops the build: a misspelt one would
 * otherwise measure the site with every patch on, under the wrong label.
 * @param {string | undefined} value
 * @returns {PatchId[]}
 */
export function patchesOff(value) {
  const names = [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean)
    ),
  ]
  const unknown = names.filter((name) => !switchable.includes(name))
  if (unknown.length > 0) {
    const fixes = unknown.filter((name) => name in CORRECTNESS_PATCHES)
    throw new Error(
      `${PATCHES_OFF_VARIABLE}=${value}: ${unknown.join(", ")} is not a patch that can be switched off (${switchable.join(", ")})` +
        (fixes.length > 0 ? `; ${fixes.join(", ")} fixes a wrong output and is always on` : "")
    )
  }
  return /** @type {PatchId[]} */ (names)
}

/**
 * For the build log: which patches this build leaves out, or null when it applies them all.
 * @param {readonly PatchId[]} off
 */
export const patchesOffNotice = (off) =>
  off.length === 0 ? null : `${PATCHES_OFF_VARIABLE}: this build leaves out ${off.join(", ")}, for measurement; do not deploy it`
