// Every route, and an unknown path, loads and hydrates in every engine with no script error or CSP violation.
import { test, expect } from "../engines/fixture"
import { notFoundPaths, routes } from "../routes"

const pages = [...routes, { path: notFoundPaths[1], heading: "Page Not Found" }]

for (const { path, heading } of pages) {
  test(`${path} loads and hydrates with no script error or CSP violation`, async ({ driver }) => {
    const status = await driver.open(path)
    // WebDriver (WebKit) does not report the status; the other engines must.
    if (driver.engine !== "webkit") expect(status).toBe(path === notFoundPaths[1] ? 404 : 200)
    const seen = await driver.evaluate(() => ({
      heading: document.querySelector("h1")?.textContent?.trim(),
      // The page's inline scripts all ran, so the CSP allowed each one (a violation before the watch started, in
      // an engine that cannot watch from the very start, shows here): the early-click recorder in the head, Gatsby's
      // compilation hash, and the after-paint loader that names the page.
      inlineScripts: [
        typeof (window as unknown as { __takeEarlyClick?: unknown }).__takeEarlyClick,
        typeof (window as unknown as { ___webpackCompilationHash?: unknown }).___webpackCompilationHash,
        typeof (window as unknown as { pagePath?: unknown }).pagePath,
      ],
    }))
    expect(seen).toEqual({ heading, inlineScripts: ["function", "string", "string"] })
    expect(await driver.problems()).toEqual([])
  })
}
