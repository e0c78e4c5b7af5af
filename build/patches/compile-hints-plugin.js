// @ts-check
// A webpack plugin that starts every JavaScript file a page runs at startup with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints; on by default since Chrome 136).
//
// Without it, V8 compiles each function the first time it is called: react-dom's and Gatsby's module factories
// and the functions hydration calls are compiled one by one on the main thread, inside the tasks that run the
// scripts and hydrate the page. With it, the browser compiles the whole file while it streams it in, on a
// background thread, and the tasks that run the scripts and hydrate the page are shorter (docs/performance.md).
//
// Only the files every page view runs get the hint (eager compilation of a file only partly used costs time and
// memory): the chunks a page starts with (webpack runtime, framework, app) and those of the page components
// (each page's own chunk and the commons they share). Chunks imported on demand (such as a polyfill for old
// browsers) are left as they are.

const HINT = "//# allFunctionsCalledOnLoad\n"
const name = "CompileHintsPlugin"

/** @param {import("webpack").Chunk} chunk */
const runsAtStartup = (chunk) =>
  chunk.canBeInitial() || Array.from(chunk.groupsIterable).some((group) => group.name?.startsWith("component---") ?? false)

class CompileHintsPlugin {
  /** @param {import("webpack").Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // After minification (which drops comments), before source maps and content hashes are made.
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const hinted = []
        for (const chunk of compilation.chunks) {
          if (!runsAtStartup(chunk)) continue
          for (const file of chunk.files) {
            if (!file.endsWith(".js")) continue
            compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source))
            hinted.push(file)
          }
        }
        // Gatsby names its chunks otherwise, or webpack marks none as initial: fail, rather than hint nothing.
        if (!hinted.some((file) => file.startsWith("app-")) || !hinted.some((file) => file.startsWith("component---"))) {
          const message = `compile-hints (build/patches/compile-hints-plugin.js): found no app or page-component chunk to hint (${hinted.join(", ") || "none"}); Gatsby's output has changed`
          compilation.errors.push(new compiler.webpack.WebpackError(message))
        }
      })
    })
  }
}

module.exports = { CompileHintsPlugin }
