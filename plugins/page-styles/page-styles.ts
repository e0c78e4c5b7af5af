import type { Configuration, Module } from "webpack"
import { stylesCacheGroup } from "../../lib/gatsby-internals.mjs"

// Each page's HTML carries the stylesheets of the components it shows, not the whole site's.
//
// Gatsby puts every CSS module of the site into one `styles` chunk, and inlines that chunk in the <head> of
// every page, so each page carries the rules of every other (/trip the gallery's, the home page the form's), and the
// browser parses all of them before its first paint (docs/performance.md has the sizes). This cache group replaces Gatsby's:
// a CSS module that three or more chunks import (the page header, sections, buttons, photos…) still goes into the one
// shared `styles` chunk; one that only one or two pages import (the gallery's photo viewer, which a journal post uses
// too) stays in each of those pages' own chunks, so that no other page carries it; the layout's own (navigation,
// footer, global rules) stays in the app chunk. Gatsby inlines the stylesheets of the page's chunks, so each page's
// HTML holds what it needs; on a move to another page in the browser, webpack fetches that page's own stylesheet
// with its script (the shared ones are already in the document: mini-css-extract finds them by their data-href).
//
// Order: the app's rules first, then the shared ones, then the page's own, on the first page and after moves alike;
// a page's own rules may thus override a shared component's (the form's send button over the shared button style).

/** The shared chunk's name; its stylesheet is /styles.[hash].css (stylesheet-order.ts ranks it). */
export const SHARED_STYLES_CHUNK = "styles"

const isCssModule = (module: Module) => module.type === "css/mini-extract"

/** The splitChunks cache group that takes the place of Gatsby's `styles`. */
const pageStyles = {
  test: isCssModule,
  name: SHARED_STYLES_CHUNK,
  // Two pages' stylesheet in each of them, not in every page: a move between those two fetches it again, in a
  // stylesheet of the page's own that the move fetches anyway.
  minChunks: 3,
  priority: 40,
  // Regardless of size (Gatsby's global minimum is 20 KB), as Gatsby's own group was.
  enforce: true,
}

/** Gatsby's webpack configuration for the browser bundle (getConfig() in onCreateWebpackConfig), with the page-by-page stylesheets above. */
export function withPageStyles<Config extends Configuration>(config: Config): Config {
  const splitChunks = config.optimization?.splitChunks
  const cacheGroups = splitChunks ? splitChunks.cacheGroups : undefined
  if (!cacheGroups?.[stylesCacheGroup]) {
    throw new Error(
      "page-styles (the page-styles plugin): Gatsby's webpack configuration has no styles cache group to replace; Gatsby's output has changed"
    )
  }
  cacheGroups[stylesCacheGroup] = pageStyles
  return config
}
