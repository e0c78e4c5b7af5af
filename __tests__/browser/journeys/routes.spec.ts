// Every route, and every unknown path, answers with its page in every engine: the right status and main heading,
// the site's title, navigation and footer, hydrated with no script error or CSP violation.
import { test, expect } from "../engines/fixture"
import { notFoundPaths, routes } from "../routes"

const pages = [
  ...routes.map((route) => ({ ...route, status: 200 })),
  ...notFoundPaths.map((path) => ({ path, heading: "Page Not Found", status: 404 })),
]

for (const { path, heading, status } of pages) {
  test(`${path} answers ${status} with its heading, navigation and footer, hydrated with no script error or CSP violation`, async ({ driver }) => {
    const answered = await driver.open(path)
    // WebDriver (WebKit) does not report the status; the other engines must.
    if (driver.engine !== "webkit") expect(answered).toBe(status)
    const seen = await driver.evaluate(() => ({
      heading: document.querySelector("h1")?.textContent?.trim(),
      title: /Wild Glen Safaris/.test(document.title),
      // The main navigation and the footer, each shown (a rendered box), on every page.
      shown: ['nav[aria-label="Main"]', "footer"].map((selector) => (document.querySelector(selector)?.getClientRects().length ?? 0) > 0),
      // The page's inline scripts all ran, so the CSP allowed each one (a violation before the watch started, in
      // an engine that cannot watch from the very start, shows here): the early-click recorder in the head, Gatsby's
      // compilation hash, and the after-paint loader that names the page.
      inlineScripts: [
        typeof (window as unknown as { __takeEarlyClick?: unknown }).__takeEarlyClick,
        typeof (window as unknown as { ___webpackCompilationHash?: unknown }).___webpackCompilationHash,
        typeof (window as unknown as { pagePath?: unknown }).pagePath,
      ],
    }))
    expect(seen).toEqual({ heading, title: true, shown: [true, true], inlineScripts: ["function", "string", "string"] })
    expect(await driver.problems()).toEqual([])
  })
}
