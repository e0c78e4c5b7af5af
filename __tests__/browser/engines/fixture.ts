// The `driver` fixture of the journeys: the engine a Playwright project names (playwright.config.ts), started once
// per test worker, with a fresh page (and storage) per journey. An engine this machine lacks skips its journeys,
// counted as skipped, never as passed; on CI (CI set) it fails them instead.
import { test as base, expect } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"
import { chromiumArgs, testChromiumPath, firefoxPath, webkitTools } from "../../../tools/browser-engines.mjs"
import type { EngineDriver, EngineName } from "./driver"
import { FirefoxDriver, firefoxLaunchLimit, launchFirefox } from "./firefox-driver"
import { PlaywrightDriver } from "./playwright-driver"
import { WebKitService, webkitSessionLimit } from "./webkit-service"

/** How a project's engine is reached: Debian's browsers here, or Playwright's own builds where a machine has them. */
export type EngineSource = "debian" | "playwright"

interface EngineHost {
  newDriver(baseURL: string): Promise<EngineDriver>
  stop(): Promise<void>
}

const labels: Record<EngineName, string> = { chromium: "Chromium", firefox: "Firefox ESR", webkit: "WebKitGTK" }

export const test = base.extend<{ driver: EngineDriver }, { engine: EngineName; engineSource: EngineSource; engineHost: EngineHost | null }>({
  engine: ["chromium", { option: true, scope: "worker" }],
  engineSource: ["debian", { option: true, scope: "worker" }],

  engineHost: [
    async ({ engine, engineSource, playwright }, use) => {
      let host: EngineHost | null = null
      if (engineSource === "playwright" || engine === "chromium") {
        const executablePath = engine === "chromium" && engineSource === "debian" ? (testChromiumPath() ?? undefined) : undefined
        const browser = await playwright[engine].launch({ executablePath, args: engine === "chromium" ? chromiumArgs : [] })
        host = {
          newDriver: async (baseURL) => PlaywrightDriver.on(engine, await (await browser.newContext({ baseURL })).newPage()),
          stop: () => browser.close(),
        }
      } else if (engine === "firefox") {
        const executable = firefoxPath()
        const browser = executable ? await launchFirefox(executable) : null
        host = browser && { newDriver: (baseURL) => FirefoxDriver.open(browser, baseURL), stop: () => browser.close() }
      } else {
        const tools = webkitTools()
        const service = tools ? await WebKitService.start(tools) : null
        host = service && { newDriver: (baseURL) => service.session(baseURL), stop: () => service.stop() }
      }
      await use(host)
      await host?.stop()
    },
    // Outside every test's time; room for a browser that would not start to be started again (firefox-driver.ts).
    { scope: "worker", timeout: firefoxLaunchLimit },
  ],

  // A time limit of its own, beside the journey's: a browser that would not start is replaced (webkit-service.ts),
  // and the journey still has all its time once it has one.
  driver: [
    async ({ engine, engineHost, baseURL }, use, testInfo) => {
      if (!engineHost) {
        const reason = `${labels[engine]} not found on this machine (as root, npm test installs it with apt-get)`
        if (process.env.CI) throw new Error(`${reason}: on CI every engine must run`)
        testInfo.skip(true, reason)
        return
      }
      const driver = await engineHost.newDriver(baseURL!)
      await driver.resize(1366, 900)
      await use(driver)
      // Whatever a journey did, its last page must have seen no script error and no CSP violation.
      const problems = await driver.problems().catch((error: Error) => [`could not read the page's problems: ${error.message}`])
      await driver.close()
      expect(problems, "script errors and CSP violations on the journey's last page").toEqual([])
    },
    { timeout: webkitSessionLimit },
  ],
})

export { expect } from "@playwright/test"

/** Where the journeys save their screenshots, one folder per engine. */
export async function screenshot(driver: EngineDriver, name: string) {
  const dir = path.resolve("test-results", "screenshots", driver.engine)
  fs.mkdirSync(dir, { recursive: true })
  await driver.screenshot(path.join(dir, `${name}.png`))
}
