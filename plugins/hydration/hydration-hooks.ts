import fs from "fs"
import path from "path"
import { webpackStats } from "../../lib/built-site/webpack-stats.mjs"
import { appBundle, hookCall } from "../../lib/gatsby-internals.mjs"

/**
 * The browser hooks the early-clicks patch needs Gatsby's runtime to call, as its app bundle names them when it calls
 * them: gatsby-browser.tsx takes the button tapped early in replaceHydrateFunction, just before it hydrates the page,
 * and presses it again in onInitialClientRender.
 */
const hooks = ["replaceHydrateFunction", "onInitialClientRender"]

/**
 * A build whose app bundle (Gatsby's browser runtime, named in webpack.stats.json) still calls both hooks by name
 * (`apiRunner("replaceHydrateFunction", …)`). A runtime that no longer does would hydrate the page its own way and
 * never press an early tap, silently: that stops the build, naming the patch and the bundle.
 */
export function checkHydrationHooks(publicDir: string): void {
  const files = (webpackStats(publicDir).assetsByChunkName.app ?? []).filter((file) => appBundle.test(file))
  const fail = (file: string, what: string) => new Error(`early-clicks (the hydration plugin): ${file}: ${what}; Gatsby's output has changed`)
  if (files.length !== 1) throw fail("webpack.stats.json", `names ${files.length} app bundles, not one`)
  const code = fs.readFileSync(path.join(publicDir, files[0]), "utf8")
  const missing = hooks.filter((hook) => !code.includes(hookCall(hook)))
  if (missing.length > 0) throw fail(files[0], `Gatsby's runtime no longer calls ${missing.join(" or ")}`)
}
