// @ts-check
// The one list of the web fonts a phone's first screen shows. Read by the font-preloads plugin (its build check),
// tools/font-fallbacks.mjs (the metric-matched fallbacks) and the editing screen's preview stylesheet. Two places
// must name the files as literal imports for webpack to give them their built URLs: gatsby-browser.tsx (the
// stylesheets) and the font-preloads plugin's gatsby-ssr.tsx (the preloads); a unit test holds both to this list
// (__tests__/unit/plugins/font-preloads/first-screen-fonts.test.ts).

/**
 * @typedef {object} FirstScreenFont
 * @property {string} family the family as the site's CSS names it
 * @property {number} weight
 * @property {string} stylesheet its stylesheet (the fontsource package's latin subset alone, font-display: swap)
 * @property {string} file its WOFF2 file, as a module specifier
 */

/** @param {string} family @param {string} fontsource the @fontsource package's name @param {number} weight @returns {FirstScreenFont} */
const face = (family, fontsource, weight) => ({
  family,
  weight,
  stylesheet: `@fontsource/${fontsource}/latin-${weight}.css`,
  file: `@fontsource/${fontsource}/files/${fontsource}-latin-${weight}-normal.woff2`,
})

/**
 * Logo and headings, intro text, buttons. Source Sans 600 is left out: on a phone it only appears further down
 * the page.
 * @type {readonly FirstScreenFont[]}
 */
export const firstScreenFonts = [
  face("Fraunces", "fraunces", 600),
  face("Source Sans 3", "source-sans-3", 400),
  face("Source Sans 3", "source-sans-3", 700),
]
