import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { EARLY_CLICKS_SCRIPT } from "../../../plugins/hydration/early-clicks-script"

/** Gatsby's browser runtime as its minified app bundle calls the hooks the hydration plugin's gatsby-browser.tsx implements. */
export const APP_BUNDLE = 'const d=(0,o.N)("replaceHydrateFunction",void 0,p)[0]||p;(0,o.N)("onInitialClientRender");'
export const FONT = "/static/body-1.woff2"
export const SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

/** A page as Gatsby 5 writes it with this site's gatsby-ssr.tsx: early-clicks script and font preload in the head. */
export const gatsbyPage = (pagePath: string) =>
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  `<style data-href="/app.1.css" data-identity="gatsby-global-css">@font-face{font-family:Body;src:url(${FONT}) format("woff2")}</style>` +
  `<script>${EARLY_CLICKS_SCRIPT}</script>` +
  `<link rel="preload" href="${FONT}" as="font" type="font/woff2" crossorigin="anonymous"/>` +
  '</head><body><div id="___gatsby"><main><button type="button">Menu</button></main></div>' +
  '<script>window.___webpackCompilationHash="6fdda2af0d3a1f3b2f71";</script>' +
  '<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n</script>' +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  SCRIPTS.map((file) => `<script src="${file}" async></script>`).join("") +
  "</body></html>"

/**
 * A built site's folder, public/ in a project folder of its own, as onPostBuild finds it: two pages, the webpack
 * stats, app-data.json and the app bundle they name. Remove the project with removeBuiltSite.
 */
export function builtSite(page = gatsbyPage): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "built-site-")), "public")
  fs.mkdirSync(dir)
  fs.writeFileSync(path.join(dir, "index.html"), page("/"))
  fs.mkdirSync(path.join(dir, "about"))
  fs.writeFileSync(path.join(dir, "about/index.html"), page("/about"))
  fs.writeFileSync(
    path.join(dir, "webpack.stats.json"),
    JSON.stringify({ assetsByChunkName: { app: ["webpack-runtime-1.js", "app.1.css", "app-3.js"] } })
  )
  fs.writeFileSync(path.join(dir, "app-3.js"), APP_BUNDLE)
  fs.mkdirSync(path.join(dir, "page-data"))
  fs.writeFileSync(path.join(dir, "page-data/app-data.json"), '{"webpackCompilationHash":"6fdda2af0d3a1f3b2f71"}')
  return dir
}

/** Removes the project folder of a builtSite. */
export const removeBuiltSite = (publicDir: string) => fs.rmSync(path.dirname(publicDir), { recursive: true, force: true })
