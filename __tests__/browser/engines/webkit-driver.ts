// The journeys' driver on WebKitGTK, the engine of Safari: a MiniBrowser under automation, through WebKitWebDriver
// (W3C WebDriver), started by webkit-service.ts. WebKitWebDriver speaks classic W3C WebDriver only: no BiDi, no
// request interception, no script run before a page's own (see open()).
import fs from "node:fs"
import { WATCH_SCRIPT, recordedProblems, type EngineDriver, type Key, type PageFunction } from "./driver"
import type { ScriptGate } from "./script-gate"
import { webdriverKeys, type WebDriverSession } from "./webdriver-client"

export class WebKitDriver implements EngineDriver {
  readonly engine = "webkit"

  /** A journey's driver on a browser prepare() made ready; close() hands the browser to `onClose` to be ended. */
  constructor(
    private readonly session: WebDriverSession,
    private readonly gate: ScriptGate,
    private readonly onClose: (session: WebDriverSession) => void
  ) {}

  /** Readies a new MiniBrowser for a journey, before the journey takes it. */
  static async prepare(session: WebDriverSession) {
    await session.setTimeouts({ script: 30_000 })
    // Xvfb's pointer rests in the middle of its screen, so over the page, where it would hover whatever lies there
    // (holding the pointer over the gallery's reel stops it, by design). Headless engines have no pointer until
    // a journey moves one: put this one in the page's top-left corner.
    await session.actions([
      { type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions: [{ type: "pointerMove", x: 0, y: 0, origin: "viewport" }] },
    ])
  }

  // The window's size includes MiniBrowser's toolbar and frame: measure them, and size the window to fit the page.
  async resize(width: number, height: number) {
    const [frameWidth, frameHeight] = await this.evaluate(() => [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight])
    await this.session.setWindowRect({ width: width + frameWidth, height: height + frameHeight })
    await this.until("the page to be resized", (w: number, h: number) => window.innerWidth === w && window.innerHeight === h, width, height)
  }

  /**
   * WebKitWebDriver cannot run a script before the page's own. So the page is loaded through a proxy that holds back
   * its JavaScript files (script-gate.ts); once the page asks for them (it is parsed and painted: the after-paint
   * loader asks then) the watch script is put in, and the files are let through. (Polling for the new document
   * instead lost the race now and then, and a script sent while a page is still being parsed can go unanswered.)
   * Should the page's scripts have run all the same, from a cache the proxy never sees, open() fails rather than
   * pass unwatched. The inline scripts of the page run before the watch: the routes journey checks in every engine
   * that each of them ran.
   */
  async open(pagePath: string) {
    const target = new URL(pagePath, this.gate.origin).href
    const scriptsAskedFor = this.gate.hold()
    try {
      await this.session.navigate(target)
      if (!(await scriptsAskedFor)) throw new Error(`WebKit: ${pagePath} asked for no script within 10 s`)
      const watch = await this.session.execute<string>(INSTALL, [target])
      if (watch === "late") throw new Error(`WebKit: ${pagePath} ran its scripts before the watch for errors could start`)
      if (watch !== "watching") throw new Error(`WebKit: ${pagePath} was not in the window when its scripts were asked for (${watch})`)
    } finally {
      this.gate.release()
    }
    await this.waitFor("html[data-hydrated]")
    return null
  }

  private waitFor(selector: string) {
    return this.until(`${selector} to be there`, (css: string) => document.querySelector(css) !== null, selector)
  }

  private async until<Args extends unknown[]>(description: string, condition: PageFunction<Args, boolean>, ...args: Args) {
    const deadline = Date.now() + 15_000
    while (!(await this.evaluate(condition, ...args))) {
      if (Date.now() > deadline) throw new Error(`WebKit: waited 15 s for ${description}`)
      await delay(25)
    }
  }

  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
    const body = `var done = arguments[arguments.length - 1]; Promise.resolve((${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1))).then(done, function (error) { done({ __journeyError: String(error && error.stack || error) }) })`
    return this.session.executeAsync<Result>(body, args).then((result) => {
      const failure = result as { __journeyError?: string } | null
      if (failure && typeof failure === "object" && "__journeyError" in failure) throw new Error(`in the page: ${failure.__journeyError}`)
      return result
    })
  }

  /**
   * WebKitWebDriver will not click an element in a part of the page not drawn yet (content-visibility: auto skips
   * sections away from the screen: see section.module.css) and answers "not interactable" instead of scrolling to
   * it. A visitor scrolls there before tapping, and the section is drawn as it comes near: so does this.
   */
  async click(selector: string) {
    await this.evaluate(
      (css: string) =>
        new Promise<void>((done) => {
          document.querySelector(css)!.scrollIntoView({ block: "center" })
          requestAnimationFrame(() => requestAnimationFrame(() => done()))
          setTimeout(done, 200)
        }),
      selector
    )
    try {
      await this.session.click(await this.session.findElement(selector))
    } catch (error) {
      // WebDriver only says "not interactable": say where the element is and what its middle shows instead.
      const seen = await this.evaluate((css: string) => {
        const rect = document.querySelector(css)!.getBoundingClientRect()
        const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
        return {
          rect: [rect.x, rect.y, rect.width, rect.height].map(Math.round),
          middle: top ? top.outerHTML.slice(0, 120) : null,
          viewport: [innerWidth, innerHeight],
          scrollY,
        }
      }, selector)
      throw new Error(`${(error as Error).message}; ${selector}: ${JSON.stringify(seen)}`)
    }
  }

  async clickAt(x: number, y: number) {
    await this.session.actions([
      {
        type: "pointer",
        id: "mouse",
        parameters: { pointerType: "mouse" },
        actions: [
          { type: "pointerMove", x: Math.round(x), y: Math.round(y), origin: "viewport" },
          { type: "pointerDown", button: 0 },
          { type: "pointerUp", button: 0 },
        ],
      },
    ])
  }

  async type(selector: string, text: string) {
    await this.session.sendKeys(await this.session.findElement(selector), text)
  }

  async press(key: Key) {
    const value = webdriverKeys[key]
    await this.session.actions([
      {
        type: "key",
        id: "keyboard",
        actions: [
          { type: "keyDown", value },
          { type: "keyUp", value },
        ],
      },
    ])
  }

  async screenshot(file: string) {
    fs.writeFileSync(file, await this.session.screenshot())
  }

  problems = () => this.evaluate(recordedProblems)
  // The browser is ended in the background, while the next journey runs in the other one (webkit-service.ts).
  close = async () => this.onClose(this.session)
}

// A plain script body, not a page function: the watcher must run as the page's own code would. Webpack's chunk
// list on the window is the first thing the page's scripts leave behind.
const INSTALL =
  "if (location.href !== arguments[0]) return 'elsewhere: ' + location.href;" +
  "var late = Object.keys(window).some(function (key) { return key.indexOf('webpackChunk') === 0 });" +
  `${WATCH_SCRIPT};` +
  "return late ? 'late' : 'watching'"

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
