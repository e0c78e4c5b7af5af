import { defineConfig, devices } from "@playwright/test"
import { chromiumArgs, testChromiumPath } from "./tools/browser-engines.mjs"
import { testInboxDir } from "./__tests__/browser/enquiry/inbox"
import type { EngineSource } from "./__tests__/browser/engines/fixture"
import type { EngineName } from "./__tests__/browser/engines/driver"

// Browser tests run against the production build, served by the same server as `npm start`.
const port = Number(process.env.TEST_PORT ?? 9310)

// The journeys (__tests__/browser/journeys/) run in every engine; the other browser tests in Chromium.
// JOURNEY_ENGINES=playwright runs Firefox's and WebKit's journeys in Playwright's own builds instead of Debian's.
const journeys = "**/journeys/*.spec.ts"
// The editing screen (__tests__/browser/admin/): in Chromium, against gatsby develop of a copy of the project with
// Decap CMS's local backend (admin/editing-site.ts starts both). How production serves it is a test of the chromium
// project (reliability/editing-screen.spec.ts).
const admin = "**/admin/*.spec.ts"
const engineSource: EngineSource = process.env.JOURNEY_ENGINES === "playwright" ? "playwright" : "debian"
const engineProject = (engine: EngineName) => ({ name: engine, testMatch: journeys, use: { engine, engineSource } })

export default defineConfig<{ engine: EngineName; engineSource: EngineSource }>({
  testDir: "./__tests__/browser",
  fullyParallel: true,
  // Three on two cores: the browser tests mostly wait on pages, the development server and the engines' own processes,
  // so with two workers a core stood mostly idle; the third runs beside the admin tests' one (docs/performance.md).
  workers: 3,
  // On CI (a busy shared 2-core machine) a failed test gets one retry; npm test names every test that needed it.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // npm test runs the admin project in a run of its own, beside the unit tests (tools/test.mjs): each run its own
  // report and its own folder, as Playwright empties outputDir at start (and test-results/ also holds the unit report).
  reporter: [["list"], ["json", { outputFile: process.env.BROWSER_REPORT ?? "test-results/browser.json" }]],
  outputDir: process.env.BROWSER_OUTPUT ?? "test-results/playwright",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: testChromiumPath() ?? undefined,
      args: chromiumArgs,
    },
  },
  projects: [
    // First, so that its development server starts at once, beside the others. One worker: its files share that one
    // server (admin/editing-site.ts, a worker's fixture), rather than each starting its own on the same ports.
    // Its assertions wait up to 15 s: a Publish goes through the content check and the local backend, which took more
    // than the default 5 s beside the other browser tests on CI; and a failed test costs the worker, with its server.
    {
      name: "admin",
      testMatch: admin,
      workers: 1,
      expect: { timeout: 15_000 },
      use: { ...devices["Desktop Chrome"], channel: undefined, engine: "chromium" },
    },
    // One browser context for each worker's tests, which Playwright empties between them (cookies, cache, storage,
    // service workers, extra pages, routes, init scripts, viewport and emulation), rather than a new context for each
    // test: less of the machine for the same tests (docs/performance.md, "One browser context a worker"). What it does
    // not empty, no test here changes: __tests__/unit/architecture/browser-state.test.ts stops one that would.
    // WebKit's and Firefox's journeys before Chromium's tests: each journey mostly waits on its engine (a new
    // MiniBrowser, a new Firefox window), so run last they left a core idle at the end; run first, Chromium's tests fill
    // the machine beside them and to the end.
    engineProject("webkit"),
    engineProject("firefox"),
    {
      name: "chromium",
      testIgnore: admin,
      use: { ...devices["Desktop Chrome"], channel: undefined, engine: "chromium", reuseContext: true },
    },
  ],
  // The admin project's tests run against the development server they start (admin/editing-site.ts): npm test runs them
  // in a run of their own, with EDITING_SCREEN_RUN set, and no production server.
  webServer: process.env.EDITING_SCREEN_RUN
    ? undefined
    : {
        command: "node server/start.mjs",
        // The server's local inbox writes where the trip tests can read it.
        // Every test's browser posts from this one machine: far more enquiries than one visitor's limit allows.
        env: { PORT: String(port), INBOX_DIR: testInboxDir, INBOX_MAX_PER_CLIENT: "100000" },
        url: `http://localhost:${port}/`,
        reuseExistingServer: false,
        timeout: 60_000,
      },
})
