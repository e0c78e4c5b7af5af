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
 * Where this site's build puts what Gatsby writes inline into every page of the build itself, its chunk mapping and
 * compilation hash (plugins/after-paint): a page that loads it has no compilation hash of its own to patch, and the
 * file's is patched instead (plugins/reproducible-build).
 */
export const buildGlobalsFile = "/page-data/build-globals.js"
export const appDataHashField = "webpackCompilationHash"

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
