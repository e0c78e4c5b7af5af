/** @jest-environment node */
import fs from "fs"
import path from "path"

// Every Chromium browser test shares its worker's browser with the tests before it: the site's tests one browser context
// per worker (playwright.config.ts, reuseContext), which Playwright empties between tests (cookies, cache, storage,
// service workers, extra pages, routes, init scripts, viewport and emulation); the editing screen's tests one browser
// profile, whose pages and sites' storage are emptied between tests (admin/editing-site.ts). What a test sets of the
// context that neither empties would reach the next test: so no browser test may set it.
const browserTests = path.resolve(__dirname, "../../browser")

const leftAsSet: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: "permissions granted to the context", pattern: /\.grantPermissions\(/ },
  { what: "the context's position", pattern: /\.setGeolocation\(/ },
  { what: "the context offline", pattern: /\.setOffline\(/ },
  { what: "headers added to every request of the context", pattern: /\.setExtraHTTPHeaders\(/ },
  { what: "window.name", pattern: /\bwindow\.name\s*=(?!=)/ },
  { what: "routes of the whole context", pattern: /context(\(\))?\.route(FromHAR)?\(/ },
]

/** Every TypeScript file of the browser tests, by its path under __tests__/browser. */
const sharedContextFiles = () =>
  fs
    .readdirSync(browserTests, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts"))
    .sort()

test("no browser test sets anything of its browser context that is left set for the next test", () => {
  const files = sharedContextFiles()
  expect(files.length).toBeGreaterThan(30)
  const found = files.flatMap((file) => {
    const text = fs.readFileSync(path.join(browserTests, file), "utf8")
    return leftAsSet.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${file}: ${what}`)
  })
  expect(found).toEqual([])
})

test("each of those is found where a test sets it", () => {
  const written = [
    "await context.grantPermissions(['clipboard-read'])",
    "await page.context().setGeolocation({ latitude: 57, longitude: -4 })",
    "await context.setOffline(true)",
    "await page.context().setExtraHTTPHeaders({ 'x-test': '1' })",
    "await page.evaluate(() => { window.name = 'kept' })",
    "await page.context().route('**/*.jpg', (route) => route.abort())",
  ]
  expect(written.map((line) => leftAsSet.filter(({ pattern }) => pattern.test(line)).map(({ what }) => what))).toEqual(
    leftAsSet.map(({ what }) => [what])
  )
})
