// @ts-check
// What the build relies on of Gatsby 5's output and webpack configuration that Gatsby does not document, named once
// (docs/architecture.md, "What an upgrade can break"). The plugins that patch each thing import it from here, and stop
// the build, naming themselves, when it is no longer where they look.

/** Gatsby's script tags at the end of every page (after-paint). */
export const scriptTag = /<script src="([^"]+\.js)" async><\/script>/g

/** Gatsby's inline script naming the page, when that is all it does (after-paint). */
export const pagePathScript = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/

/** webpack's compilation hash as Gatsby writes it into every page, and its field of page-data/app-data.json (reproducible-build). */
export const compilationHashScript = /window\.___webpackCompilationHash="[0-9a-f]*";/g
/** @param {string} hash */
export const compilationHashScriptFor = (hash) => `window.___webpackCompilationHash="${hash}";`
export const compilationHashMarker = "___webpackCompilationHash"

/**
 * Sets the browser bundle's compilation hash as Gatsby reads it when webpack is done (`stats.hash`, which is
 * `compilation.hash`, in its webpack stats extractor): it writes it into public/_gatsby/slices/_gatsby-scripts-1.html,
 * and stitches that slice into every page again when its text differs from the last build's.
 * @param {{ hash?: string }} compilation @param {string} hash
 */
export const setCompilationHash = (compilation, hash) => {
  compilation.hash = hash
}

/**
 * Where this site's build puts what Gatsby writes inline into every page of the build itself, its chunk mapping and
 * compilation hash (plugins/after-paint): a page that loads it has no compilation hash of its own to patch, and the
 * file's is patched instead (plugins/reproducible-build).
 */
export const buildGlobalsFile = "/page-data/build-globals.js"
export const appDataHashField = "webpackCompilationHash"
/** Gatsby's inline script of the compilation hash, which after-paint moves into buildGlobalsFile (after-paint). */
export const compilationHashScriptTag = new RegExp(`<script>(${compilationHashScript.source})</script>`)
/** Gatsby's inline script of the chunk mapping (window.___chunkMapping), the same in every page of a build (after-paint). */
export const chunkMappingScript = /<script\s+id="gatsby-chunk-mapping"\s*>\s*([\s\S]*?)\s*<\/script>/

/** Where Gatsby writes each static query's result (public/page-data/sq/d/<hash>.json), and how page data lists those it uses (reproducible-build). */
export const staticQueryResultsDir = ["page-data", "sq", "d"]
export const staticQueryResult = /^(\d+)\.json(\.br|\.gz)?$/
export const staticQueryHashes = /"staticQueryHashes":\[([^\]]*)\]/g

/** The files webpack writes as Gatsby names them: at the top of public/ a content-hashed script or stylesheet, its map or licence; in public/static/ a file a stylesheet or script imports (the fonts), named with its hash (reproducible-build). */
export const hashedAsset = /^([^/\\]+[-.][0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?|static[/\\][^/\\]+-[0-9a-f]{32}\.\w+)$/
/** webpack's runtime chunk, as Gatsby names it (reproducible-build). */
export const runtimeChunk = /webpack-runtime-/
/** Gatsby's Terser plugin among its minimizers: Gatsby gives no other handle on it (reproducible-build). @param {any} plugin */
export const isTerserPlugin = (plugin) => plugin?.constructor?.name === "TerserPlugin"

/** The splitChunks cache group Gatsby puts every CSS module into (page-styles). */
export const stylesCacheGroup = "styles"
/** A page component's stylesheet, as Gatsby's chunk names make it (page-styles). */
export const pageStylesheetPrefix = "/component---"

/** Gatsby's browser runtime among the app chunk's files, and how its minified code calls a browser hook by name (hydration). */
export const appBundle = /^app-[0-9a-f]+\.js$/
/** @param {string} hook */
export const hookCall = (hook) => `("${hook}"`

/** Gatsby's CSS Modules settings for css-loader (gatsby/dist/utils/webpack-utils.js), for the editing screen's previews (cms). */
export const cssModulesOptions = { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]", exportLocalsConvention: "dashesOnly" }

// What the build reads of Gatsby's state that no documented API gives a plugin: its Redux store (the `store` of a node
// API's arguments, which Gatsby's reference calls private) and the variables it sets in the environment of its process
// and of its webpack bundles.

/** @param {string} field */
const gatsbyStoreLacks = (field) => new Error(`lib/gatsby-internals.mjs: Gatsby's store has no ${field}; Gatsby has changed`)

/**
 * The project's folder, from Gatsby's store: Gatsby compiles a local plugin's gatsby-node into .cache/, where
 * __dirname is not the plugin's own folder. Each reader of the store stops the build, naming what it missed, when the
 * store no longer has it there.
 * @param {import("gatsby").NodePluginArgs["store"]} store
 * @returns {string}
 */
export function projectDirectory(store) {
  const directory = store.getState().program?.directory
  if (typeof directory !== "string") throw gatsbyStoreLacks("program.directory (the project's folder)")
  return directory
}

/**
 * The siteUrl of gatsby-config.ts's siteMetadata, as Gatsby's store holds it.
 * @param {import("gatsby").NodePluginArgs["store"]} store
 * @returns {string}
 */
export function siteUrl(store) {
  const url = store.getState().config?.siteMetadata?.siteUrl
  if (typeof url !== "string") throw gatsbyStoreLacks("config.siteMetadata.siteUrl")
  return url
}

/**
 * The redirects the plugins created (createRedirect), as Gatsby's store holds them: nothing public lists them.
 * @param {import("gatsby").NodePluginArgs["store"]} store
 * @returns {ReadonlyArray<import("./host-rules/redirects.mjs").Redirect>}
 */
export function createdRedirects(store) {
  const redirects = store.getState().redirects
  if (!Array.isArray(redirects)) throw gatsbyStoreLacks("redirects (those the plugins created)")
  return redirects
}

/**
 * Makes Gatsby forget the jobs it ran on `files` (absolute paths), so that each runs again when a page next asks for it.
 * Gatsby's cache remembers a job as done for as long as its input files are unchanged, whether or not what it wrote is
 * still in public/ (isJobStale in gatsby/dist/utils/jobs/manager.js looks at the inputs alone); gatsby-plugin-sharp then
 * answers with the photograph's files without writing them. Done with the action Gatsby forgets a stale job with
 * (REMOVE_STALE_JOB_V2). Returns how many jobs were forgotten.
 * @param {import("gatsby").NodePluginArgs["store"]} store
 * @param {ReadonlySet<string>} files
 * @returns {number}
 */
export function forgetJobsOn(store, files) {
  const complete = store.getState().jobsV2?.complete
  if (!(complete instanceof Map)) throw gatsbyStoreLacks("jobsV2.complete (the jobs it has run)")
  /** @type {string[]} */
  const forgotten = []
  for (const [contentDigest, job] of complete) {
    if (job?.inputPaths?.some((/** @type {{ path: string }} */ input) => files.has(input.path))) forgotten.push(contentDigest)
  }
  for (const contentDigest of forgotten) store.dispatch({ type: "REMOVE_STALE_JOB_V2", payload: { contentDigest } })
  return forgotten.length
}

/**
 * The webpack stage a bundle was built for (`build-html` for the production build's pages, `develop-html` under
 * `gatsby develop`): Gatsby writes it into its bundles as process.env.BUILD_STAGE with webpack's DefinePlugin, which
 * replaces that expression only when written out whole, as here. Undefined outside Gatsby's bundles (Jest).
 * @returns {string | undefined}
 */
export const buildStage = () => process.env.BUILD_STAGE

/**
 * The Gatsby command this process runs (`develop`, `build`, `serve`), which Gatsby's command line sets in the
 * environment; undefined outside Gatsby.
 * @returns {string | undefined}
 */
export const executingCommand = () => process.env.gatsby_executing_command
