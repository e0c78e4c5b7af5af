import path from "path"
import type { GatsbyNode } from "gatsby"
import { withPageStyles } from "../page-styles/page-styles.js"
import { STYLESHEETS_GLOBAL, buildStylesheets } from "./stylesheet-names.mjs"
import { HYDRATE_AS_TRANSITION_GLOBAL } from "../hydration/hydration-hooks"
import { patchIsOn } from "../switches.mjs"
import { withStableRuntimeNames } from "./runtime-names.mjs"

/**
 * A file webpack writes: at the top of public/ a content-hashed script or stylesheet, its map or licence; in
 * public/static/ a file a stylesheet or script imports (the fonts), named with its hash. With our Brotli and gzip
 * copies, which plugins/static-host/precompress.mjs writes again after the build.
 */
const STALE_ASSET_CANDIDATE = /^([^/\\]+[-.][0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?|static[/\\][^/\\]+-[0-9a-f]{32}\.\w+)(\.br|\.gz)?$/

/**
 * The patches to Gatsby's webpack configuration: each page inlines only the stylesheets its own components need
 * (page-styles.js), gatsby-browser.tsx learns whether to hydrate as a transition, and the runtime is minified with
 * stable names (runtime-names.js, always on); the HTML renderer, built after the browser bundle,
 * gets the names of this build's stylesheets (stylesheet-names.js, always on). GATSBY_PATCHES_OFF switches the
 * others off (switches.mjs).
 */
export const patchWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, getConfig, plugins, store }) => {
  if (stage === "build-html") {
    const publicDir = path.join(store.getState().program.directory, "public")
    actions.setWebpackConfig({ plugins: [plugins.define({ [STYLESHEETS_GLOBAL]: JSON.stringify(buildStylesheets(publicDir)) })] })
    return
  }
  if (stage !== "build-javascript") return
  const config = patchIsOn("page-styles") ? withPageStyles(getConfig()) : getConfig()
  // Stale assets: a clean build's public/ has only this build's scripts and stylesheets; one built on a warm public/
  // also kept every earlier build's. webpack's own clean step removes them, and nothing else of public/.
  config.output = { ...config.output, clean: { keep: (file: string) => !STALE_ASSET_CANDIDATE.test(file) } }
  // The runtime's variable names the same from a warm cache as from a clean one (runtime-names.js).
  config.optimization.minimizer = withStableRuntimeNames(config.optimization.minimizer, plugins.minifyJs)
  config.plugins.push(plugins.define({ [HYDRATE_AS_TRANSITION_GLOBAL]: JSON.stringify(patchIsOn("hydrate-transition")) }))
  actions.replaceWebpackConfig(config)
}
