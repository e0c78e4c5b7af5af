import { test, expect } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"
import { htmlFileFor } from "../../../bench/first-load-js.mjs"
import { computedStyles } from "../computed-styles"
import { openPage } from "../open-page"
import { builtPagePaths, routes, safariPaths } from "../routes"

// Each page inlines the stylesheets of its own components, not the whole site's (plugins/page-styles/page-styles.ts).

/** The stylesheets a built page inlines, as the files they came from, in the order of its <head>. */
const inlinedStylesheets = (route: string) => {
  const html = fs.readFileSync(path.join("public", htmlFileFor(route)), "utf8")
  return Array.from(html.matchAll(/<style data-href="\/([^"]+)"/g), (match) => match[1])
}

test.describe("stylesheets in each page's HTML", () => {
  for (const route of builtPagePaths) {
    test(`${route} inlines the site's own rules first, then the shared components', then its own`, () => {
      const sheets = inlinedStylesheets(route)
      expect(sheets[0]).toMatch(/^app\.\w+\.css$/)
      expect(sheets[1]).toMatch(/^styles\.\w+\.css$/)
      expect(sheets.slice(2).every((sheet) => sheet.startsWith("component---"))).toBe(true)
    })
  }

  test("no page carries another page's own stylesheet: the form's rules are only on /trip, the gallery's only on /gallery", () => {
    for (const route of builtPagePaths) {
      const own = inlinedStylesheets(route).filter((sheet) => sheet.startsWith("component---"))
      const page = route === "/" ? "index" : route.replace(/^\//, "").replace(/\.html$/, "")
      // A safari's page is made from one template (src/templates/safari.tsx), whose stylesheet is theirs alone; the pages
      // of group departures from theirs (src/components/departures-page/departures-page.tsx); the journal's pages of
      // posts and a journal post from theirs.
      const component = safariPaths.includes(route)
        ? "templates-safari"
        : route === "/departures"
          ? "components-departures-page-departures-page"
          : route === "/journal"
            ? "templates-journal"
            : route.startsWith("/journal/")
              ? "templates-sighting"
              : `pages-${page}`
      for (const sheet of own) expect(sheet, `${route} inlines ${sheet}`).toMatch(new RegExp(`^component---src-${component}-tsx\\.`))
    }
    expect(inlinedStylesheets("/trip").some((sheet) => sheet.includes("trip-tsx"))).toBe(true)
    expect(inlinedStylesheets("/gallery").some((sheet) => sheet.includes("gallery-tsx"))).toBe(true)
  })
})

// A page reached by a link, without a reload, must look exactly as when loaded directly: its own stylesheet is
// fetched then, and must land in the same order of the cascade.
test.describe("a page reached from another page in the browser", () => {
  test.use({ reducedMotion: "reduce" })
  for (const route of routes) {
    const from = route.path === "/gallery" ? "/trip" : "/gallery"
    test(`${route.path}, reached from ${from}, is styled as when loaded directly`, async ({ page }) => {
      await openPage(page, route.path)
      // Once settled: after hydration a page may still be adding to itself (the gallery's reel, its repeats in a transition).
      let direct = await computedStyles(page)
      await expect
        .poll(async () => {
          const now = await computedStyles(page)
          const settled = JSON.stringify(now) === JSON.stringify(direct)
          direct = now
          return settled
        })
        .toBe(true)
      await openPage(page, from)
      // Gatsby's navigate(), as a link click calls it; the mark shows the page was not reloaded on the way.
      await page.evaluate((to) => {
        const gatsbyWindow = window as unknown as { ___navigate: (to: string) => void; sameDocument?: boolean }
        gatsbyWindow.sameDocument = true
        gatsbyWindow.___navigate(to)
      }, route.path)
      await expect(page.getByRole("heading", { level: 1, name: route.heading })).toBeVisible()
      await expect.poll(() => computedStyles(page)).toEqual(direct)
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    })
  }
})
