import fs from "fs"
import path from "path"
import { webpackStats } from "../../lib/built-site/webpack-stats.mjs"
import { appBundle, hookCall } from "../../lib/gatsby-internals.mjs"

/**
 * gatsby-browser.tsx hydrates the page as a React transition (patch hydrate-transition) in Gatsby's
 * replaceHydrateFunction, which is also where it takes the button tapped early (patch early-clicks), pressed again in
 * onInitialClientRender. This constant, defined by gatsby-node.ts from the option transition, tells it whether to hydrate as a transition; the dead
 * branch then leaves the bundle.
 */
export const HYDRATE_AS_TRANSITION_GLOBAL = "__HYDRATE_AS_TRANSITION__"

/** The browser hooks those patches need Gatsby's runtime to call, as its app bundle names them when it calls them. */
const hooks = ["replaceHydrateFunction", "onInitialClientRender"]

/**
 * A build whose app bundle (Gatsby's browser runtime, named in webpack.stats.json) still calls both hooks by name
 * (`apiRunner("replaceHydrateFunction", …)`). A runtime that no longer does would hydrate the page its own way and
 * never press an early tap, silently: that stops the build, naming the patches and the bundle.
 */
export function checkHydrationHooks(publicDir: string): void {
  const files = (webpackStats(publicDir).assetsByChunkName.app ?? []).filter((file) => appBundle.test(file))
  const fail = (file: string, what: string) =>
    new Error(`hydrate-transition, early-clicks (the hydration plugin): ${file}: ${what}; Gatsby's output has changed`)
  if (files.length !== 1) throw fail("webpack.stats.json", `names ${files.length} app bundles, not one`)
  const code = fs.readFileSync(path.join(publicDir, files[0]), "utf8")
  const missing = hooks.filter((hook) => !code.includes(hookCall(hook)))
  if (missing.length > 0) throw fail(files[0], `Gatsby's runtime no longer calls ${missing.join(" or ")}`)
}
