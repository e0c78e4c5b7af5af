// @ts-check
/**
 * The changes to what Gatsby emits that a build can leave out, one at a time, to measure what each earns
 * (`npm run bench -- --ablate`; docs/performance.md has the figures). A build leaves out those named, comma-separated,
 * in GATSBY_PATCHES_OFF: `GATSBY_PATCHES_OFF=after-paint,early-clicks npm run build`. All are on by default.
 *
 * The variable is read here only, at build time. The one switch the browser bundle needs (hydration as a
 * transition) reaches it as a constant that webpack.ts defines, so the bundle carries no list and no parsing.
 * Plain JavaScript, so that the bench (plain Node) reads the same list as the build.
 */
export const SWITCHABLE_PATCHES = /** @type {const} */ ({
  "after-paint": "Gatsby's scripts fetched and run after the first paint, not as <script async> competing with it (after-paint-scripts.mjs)",
  "page-styles":
    "each page inlines its own components' stylesheets, in cascade order, not the whole site's CSS (page-styles.js, stylesheet-order.ts)",
  "font-preloads": "the first screen's three web fonts preloaded from the <head> (font-preloads.tsx)",
  "hydrate-transition": "the page hydrated as a React transition, in slices, not in one long task (gatsby-browser.tsx, hydration-hooks.ts)",
  "early-clicks": "a button tapped before hydration is pressed again once the page is interactive (early-clicks.tsx, plugins/hydration/early-clicks-script.ts)",
})

/** @typedef {keyof typeof SWITCHABLE_PATCHES} PatchId */

/** Patches that make Gatsby's output correct: always on, so GATSBY_PATCHES_OFF may not name them. */
export const CORRECTNESS_PATCHES = /** @type {const} */ ({
  "render-to-string": "pages rendered whole: React 18's stream can leave a NUL byte inside a multi-byte character (render-to-string.ts)",
  "stylesheet-names": "a build from a warm cache inlines its own stylesheets, not an earlier build's (stylesheet-names.js)",
  "compilation-hash":
    "the pages' and app-data.json's compilation hash derived from the build's asset names, the same from a warm cache as from a clean one (compilation-hash.mjs)",
  "runtime-names":
    "the webpack runtime's variables named in a fixed order, not from its provisional chunk hashes, so a warm build writes the same runtime (runtime-names.js)",
  "stale-files":
    "a warm public/ loses earlier builds' scripts, stylesheets, fonts, image folders and static query results, as a clean one never had them (webpack.ts, post-build/stale-files.mjs)",
})

/**
 * The environment variable that names the patches a build leaves out. It is read by its literal name below: in the
 * HTML renderer, which webpack bundles, only `process.env.GATSBY_PATCHES_OFF` written out is given its value.
 */
export const PATCHES_OFF_VARIABLE = "GATSBY_PATCHES_OFF"

const switchable = Object.keys(SWITCHABLE_PATCHES)

/**
 * The patches `value` (GATSBY_PATCHES_OFF by default) switches off. A name that is not a switchable patch stops the
 * build: a misspelt one would otherwise measure the site with every patch on, under the wrong label.
 * @param {string | undefined} [value]
 * @returns {PatchId[]}
 */
export function patchesOff(value = process.env.GATSBY_PATCHES_OFF) {
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
 * Whether the build applies patch `id`: not named in GATSBY_PATCHES_OFF (or in `value`, when given).
 * @param {PatchId} id @param {string | undefined} [value]
 */
export const patchIsOn = (id, value = process.env.GATSBY_PATCHES_OFF) => !patchesOff(value).includes(id)

/**
 * For the build log, at the start of the build (gatsby-node's onPreInit): which patches this build leaves out, or
 * null when it applies them all. An unknown name throws here, before any work is done.
 * @param {string | undefined} [value]
 */
export function patchesOffNotice(value = process.env.GATSBY_PATCHES_OFF) {
  const off = patchesOff(value)
  return off.length === 0 ? null : `${PATCHES_OFF_VARIABLE}: this build leaves out ${off.join(", ")}, for measurement; do not deploy it`
}
