// The journeys' driver on a Playwright page: Debian's Chromium in `npm test`, or Playwright's own Firefox and
// WebKit builds where a machine has them (JOURNEY_ENGINES=playwright, see docs/architecture.md, "Every engine").
import type { Page } from "@playwright/test"
import { WATCH_SCRIPT, recordedProblems, type EngineDriver, type EngineName, type Key, type PageFunction } from "./driver"

export class PlaywrightDriver implements EngineDriver {
  private constructor(
    readonly engine: EngineName,
    private readonly page: Page
  ) {}

  static async on(engine: EngineName, page: Page): Promise<PlaywrightDriver> {
    await page.addInitScript(WATCH_SCRIPT)
    return new PlaywrightDriver(engine, page)
  }

  resize = (width: number, height: number) => this.page.setViewportSize({ width, height })

  async open(path: string) {
    const response = await this.page.goto(path)
    await this.page.waitForSelector("html[data-hydrated]", { state: "attached" })
    return response?.status() ?? null
  }

  // One string expression, so that any number of arguments pass; Playwright evaluates it outside the page's CSP.
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
    return this.page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<Result>
  }

  click = (selector: string) => this.page.locator(selector).click()
  clickAt = (x: number, y: number) => this.page.mouse.click(x, y)
  type = (selector: string, text: string) => this.page.locator(selector).pressSequentially(text)
  press = (key: Key) => this.page.keyboard.press(key)

  async screenshot(file: string) {
    await this.page.screenshot({ path: file })
  }

  problems = () => this.page.evaluate(recordedProblems)
  close = () => this.page.close()
}
