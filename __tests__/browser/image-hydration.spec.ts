import { test, expect } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"
import { openPage } from "./open-page"
import { firstLoadScripts } from "../../src/tools/first-load-js.mjs"

// Prerendered photographs need none of gatsby-plugin-image's lazy-hydrate code (react-dom/server, 19 KB gzip);
// src/build/image-hydration-loader.js defers it until an image is rendered in the browser.

const publicDir = path.resolve("public")
/** The chunk holding react-dom/server (the one that defines renderToStaticMarkup), among the build's current files. */
const webpackRuntime = firstLoadScripts(publicDir, "/").find((file) => /^\/webpack-runtime-[0-9a-f]+\.js$/.test(file)) ?? ""
const runtimeCode = fs.readFileSync(path.join(publicDir, webpackRuntime), "utf8")
const lazyHydrateChunks = [...runtimeCode.matchAll(/[{,](\d+):"([0-9a-f]{20})"/g)]
  .map(([, id, hash]) => `/${id}-${hash}.js`)
  .filter((file) => fs.existsSync(path.join(publicDir, file)))
  .filter((file) => fs.readFileSync(path.join(publicDir, file), "utf8").includes("renderToStaticMarkup"))

test("the build has exactly one chunk with gatsby-plugin-image's lazy-hydrate code", () => {
  expect(lazyHydrateChunks).toHaveLength(1)
})

test("a first view of a page of photographs does not fetch the lazy-hydrate code", async ({ page }) => {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await openPage(page, "/gallery")
  await page.waitForLoadState("networkidle")
  await expect(page.locator("main img[data-main-image]").first()).toBeVisible()
  expect(scripts.length).toBeGreaterThan(2)
  expect(scripts).not.toContain(lazyHydrateChunks[0])
})

test("photographs rendered in the browser, after following a link, still load and show", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await openPage(page, "/faqs")
  const lazyHydrate = page.waitForRequest((request) => new URL(request.url()).pathname === lazyHydrateChunks[0])
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery", exact: true }).click()
  await expect(page).toHaveURL(/\/gallery$/)
  await lazyHydrate
  const banner = page.locator("main img[data-main-image]").first()
  await expect(banner).toBeVisible()
  await expect(banner).toHaveJSProperty("complete", true)
  await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(banner).toHaveCSS("opacity", "1")
})
