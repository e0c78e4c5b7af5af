// The journeys' driver on Debian's Firefox ESR, over WebDriver BiDi with puppeteer-core (Playwright drives only
// its own patched Firefox builds, which cannot be downloaded here). One browser per test worker, a fresh private
// context (its own storage) per journey.
import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from "puppeteer-core"
import { WATCH_SCRIPT, recordedProblems, type EngineDriver, type Key, type PageFunction } from "./driver"

const keyNames: Record<Key, KeyInput> = {
  Enter: "Enter",
  Escape: "Escape",
  Tab: "Tab",
  Space: "Space",
  ArrowLeft: "ArrowLeft",
  ArrowRight: "ArrowRight",
  Backspace: "Backspace",
}

/** How long Firefox may take to start, generous for a machine whose cores are both busy, before it is ended and started once more. */
const startLimit = 30_000

/** The longest a test worker may take to get its Firefox: a start that never ends, and a second one. */
export const firefoxLaunchLimit = 2 * startLimit + 10_000

/** Debian's Firefox for one test worker; a start that hangs is ended (puppeteer-core kills it) and tried once more. */
export async function launchFirefox(executablePath: string): Promise<Browser> {
  try {
    return await launch(executablePath)
  } catch (first) {
    return launch(executablePath).catch((second: Error) => {
      throw new Error(`Firefox ESR did not start, twice: ${(first as Error).message}; then ${second.message}`)
    })
  }
}

const launch = (executablePath: string): Promise<Browser> =>
  puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    timeout: startLimit,
    // Never reach out: no updates, telemetry, safe-browsing lists or captive-portal checks on this closed network.
    extraPrefsFirefox: {
      "app.update.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
      "network.captive-portal-service.enabled": false,
      "toolkit.telemetry.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
    },
  })

export class FirefoxDriver implements EngineDriver {
  readonly engine = "firefox"

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly baseURL: string
  ) {}

  static async open(browser: Browser, baseURL: string): Promise<FirefoxDriver> {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.evaluateOnNewDocument(WATCH_SCRIPT)
    return new FirefoxDriver(context, page, baseURL)
  }

  resize = (width: number, height: number) => this.page.setViewport({ width, height })

  async open(path: string) {
    const response = await this.page.goto(new URL(path, this.baseURL).href)
    await this.page.waitForSelector("html[data-hydrated]")
    return response?.status() ?? null
  }

  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
    return this.page.evaluate(fn as (...args: unknown[]) => Result, ...args) as Promise<Result>
  }

  click = (selector: string) => this.page.click(selector)
  clickAt = (x: number, y: number) => this.page.mouse.click(x, y)
  type = (selector: string, text: string) => this.page.type(selector, text)
  press = (key: Key) => this.page.keyboard.press(keyNames[key])

  async screenshot(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` })
  }

  problems = () => this.page.evaluate(recordedProblems)
  close = () => this.context.close()
}
