// The journeys' driver on WebKitGTK, the engine of Safari, through WebKitWebDriver (webkit2gtk-driver) and its
// MiniBrowser, in a virtual X display (Xvfb). WebKitWebDriver speaks classic W3C WebDriver only: no BiDi, no
// request interception, no script run before a page's own (see open()). One driver and display per test worker,
// a fresh MiniBrowser (its own storage) per journey.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import type { webkitTools } from "../../../tools/browser-engines.mjs"
import { WATCH_SCRIPT, recordedProblems, type EngineDriver, type Key, type PageFunction } from "./driver"
import { ScriptGate } from "./script-gate"
import { WebDriverSession, webdriverKeys } from "./webdriver-client"

/** Room for the largest viewport a journey asks for, with the browser's toolbar. */
const screenSize = "1600x1200x24"

/**
 * MiniBrowser's toolbar will not shrink below about 450 px, so its page could never be as narrow as a phone's.
 * A GTK user stylesheet (read from $XDG_CONFIG_HOME/gtk-3.0/gtk.css) makes the toolbar's widgets tiny; the page
 * itself is not affected.
 */
const tinyToolbarCss = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n"

export type WebKitTools = NonNullable<ReturnType<typeof webkitTools>>

/** Xvfb and WebKitWebDriver for one test worker. */
export class WebKitService {
  private gate: ScriptGate | undefined

  private constructor(
    readonly url: string,
    private readonly processes: ChildProcess[],
    private readonly configDir: string,
    private readonly browser: string
  ) {}

  static async start(tools: WebKitTools): Promise<WebKitService> {
    const configDir = fs.mkdtempSync(path.join(os.tmpdir(), "journeys-webkit-"))
    fs.mkdirSync(path.join(configDir, "gtk-3.0"))
    fs.writeFileSync(path.join(configDir, "gtk-3.0", "gtk.css"), tinyToolbarCss)
    const { process: xvfb, display } = await startXvfb(tools.xvfb)
    const port = await freePort()
    const driver = spawn(tools.driver, [`--port=${port}`], {
      // A British visitor's language (a bare machine has the "C" locale, which no visitor's browser reports).
      env: { ...process.env, DISPLAY: `:${display}`, XDG_CONFIG_HOME: configDir, LANG: "en_GB.UTF-8", LANGUAGE: "en_GB" },
      stdio: "ignore",
    })
    const url = `http://127.0.0.1:${port}`
    await waitForStatus(url, driver)
    return new WebKitService(url, [driver, xvfb], configDir, tools.browser)
  }

  /** A new MiniBrowser window under automation, on the site through this worker's script gate. */
  async session(baseURL: string) {
    this.gate ??= await ScriptGate.start(baseURL)
    return WebKitDriver.start(this.url, this.browser, this.gate)
  }

  async stop() {
    await this.gate?.stop()
    for (const child of this.processes) child.kill()
    fs.rmSync(this.configDir, { recursive: true, force: true })
  }
}

export class WebKitDriver implements EngineDriver {
  readonly engine = "webkit"

  private constructor(
    private readonly session: WebDriverSession,
    private readonly gate: ScriptGate
  ) {}

  static async start(driverUrl: string, browser: string, gate: ScriptGate): Promise<WebKitDriver> {
    const session = await WebDriverSession.create(driverUrl, {
      // "none": the navigate command returns at once; with "normal" it would wait for the load event, which waits
      // for the scripts open() holds back until its watch is in.
      pageLoadStrategy: "none",
      "webkitgtk:browserOptions": { binary: browser, args: ["--automation"] },
    })
    await session.setTimeouts({ script: 30_000 })
    // Xvfb's pointer rests in the middle of its screen, so over the page, where it would hover whatever lies there
    // (holding the pointer over the gallery's reel stops it, by design). Headless engines have no pointer until
    // a journey moves one: put this one in the page's top-left corner.
    await session.actions([
      { type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions: [{ type: "pointerMove", x: 0, y: 0, origin: "viewport" }] },
    ])
    return new WebKitDriver(session, gate)
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
  close = () => this.session.end().then(() => undefined)
}

// A plain script body, not a page function: the watcher must run as the page's own code would. Webpack's chunk
// list on the window is the first thing the page's scripts leave behind.
const INSTALL =
  "if (location.href !== arguments[0]) return 'elsewhere: ' + location.href;" +
  "var late = Object.keys(window).some(function (key) { return key.indexOf('webpackChunk') === 0 });" +
  `${WATCH_SCRIPT};` +
  "return late ? 'late' : 'watching'"

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A free TCP port on loopback. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Xvfb on the first free display, which it names on a pipe (-displayfd) once it accepts clients. */
function startXvfb(xvfb: string): Promise<{ process: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(xvfb, ["-displayfd", "3", "-screen", "0", screenSize, "-nolisten", "tcp"], { stdio: ["ignore", "ignore", "ignore", "pipe"] })
    let text = ""
    child.stdio[3]!.on("data", (chunk: Buffer) => {
      text += chunk.toString()
      if (text.includes("\n")) resolve({ process: child, display: text.trim() })
    })
    child.once("exit", (code) => reject(new Error(`Xvfb exited (${code}) before it named its display`)))
    child.once("error", reject)
  })
}

async function waitForStatus(url: string, driver: ChildProcess) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`)
    const ready = await fetch(`${url}/status`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ready) return
    await delay(50)
  }
  throw new Error("WebKitWebDriver did not answer within 15 s")
}
