import { test, expect, type Page } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"
import { openPage } from "./open-page"
import { builtPagePaths, notFoundPaths, routes } from "./routes"
import { firstLoadScripts } from "../../tools/first-load-js.mjs"

// build/patches/compile-hints-plugin.js: the scripts a first view runs ask V8 to compile them as they stream in
// (off the main thread); code fetched on demand later does not, so nothing unused is compiled.

const HINT = "//# allFunctionsCalledOnLoad\n"

/** Every script the page fetches from this site from now on, with the start of its text. */
function recordScripts(page: Page, origin: string) {
  const scripts: Promise<{ path: string; start: string }>[] = []
  page.on("response", (response) => {
    const url = new URL(response.url())
    if (response.request().resourceType() !== "script" || url.origin !== origin) return
    scripts.push(response.text().then((text) => ({ path: url.pathname, start: text.slice(0, HINT.length) })))
  })
  return () => Promise.all(scripts)
}

for (const path of [...routes.map((route) => route.path), notFoundPaths[0]]) {
  test(`every script a first view of ${path} runs starts with the compile hint`, async ({ page, baseURL }) => {
    const scripts = recordScripts(page, new URL(baseURL ?? "").origin)
    await openPage(page, path)
    await page.waitForLoadState("networkidle")
    const fetched = await scripts()
    expect(fetched.map((script) => script.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/framework-/), expect.stringMatching(/^\/app-/)])
    )
    expect(fetched.filter((script) => script.start !== HINT).map((script) => script.path)).toEqual([])
  })
}

test("code fetched only on demand (an old browser's polyfill) does not carry the hint", () => {
  const publicDir = path.resolve("public")
  const firstViews = new Set(builtPagePaths.flatMap((route) => firstLoadScripts(publicDir, route)))
  const onDemand = fs.readdirSync(publicDir).filter((file) => /^\d+-[0-9a-f]+\.js$/.test(file) && !firstViews.has(`/${file}`))
  expect(onDemand.length).toBeGreaterThan(0)
  expect(onDemand.filter((file) => fs.readFileSync(path.join(publicDir, file), "utf8").startsWith(HINT))).toEqual([])
})
