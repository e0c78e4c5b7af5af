// The WebKit journeys' browsers: WebKitGTK's MiniBrowser through WebKitWebDriver (webkit2gtk-driver), in virtual X
// displays (Xvfb). Every journey gets a fresh MiniBrowser (its own storage), started before the journey asks for it.
//
// Why before: starting a MiniBrowser takes seconds on a busy machine, and now and then never ends. WebKitWebDriver
// picks a free port for the browser's inspector server, closes it, starts the browser and then waits, with no time
// limit, for the browser to listen on that port: a browser that died while starting, or found the port taken by
// another program meanwhile, leaves the new-session request unanswered for ever (both seen here, by hand). So each
// test worker keeps two drivers, each on a display of its own (one driver drives one browser at a time; a display
// of its own so that no other window covers the journey's or takes its focus). While a journey runs in one, the
// other starts the next journey's browser, outside the journey's time. A start that does not answer in time ends
// its driver with everything that driver started, and is tried once more on a fresh driver and display.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import type { webkitTools } from "../../../tools/browser-engines.mjs"
import { ScriptGate } from "./script-gate"
import { WebKitDriver } from "./webkit-driver"
import { WebDriverSession } from "./webdriver-client"

export type WebKitTools = NonNullable<ReturnType<typeof webkitTools>>

/** Room for the largest viewport a journey asks for, with the browser's toolbar. */
const screenSize = "1600x1200x24"

/**
 * MiniBrowser's toolbar will not shrink below about 450 px, so its page could never be as narrow as a phone's.
 * A GTK user stylesheet (read from $XDG_CONFIG_HOME/gtk-3.0/gtk.css) makes the toolbar's widgets tiny; the page
 * itself is not affected.
 */
const tinyToolbarCss = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 4px; }\n"

/**
 * How long one MiniBrowser may take to start before its driver is ended and a fresh one tries: well above what it
 * takes with the machine's two cores fully busy, or under a full test run (docs/performance.md, "Other figures").
 */
const browserStartLimit = 25_000

/**
 * The longest a journey may wait for its browser: a start that never answers, a fresh driver and display, and a
 * second start. The journeys' `driver` fixture has this as its own time limit, beside the journey's.
 */
export const webkitSessionLimit = 2 * browserStartLimit + 20_000

/** Two drivers per test worker, taking turns: one runs a journey's browser while the other starts the next. */
export class WebKitService {
  private gate: ScriptGate | undefined
  /** The browser the next journey gets, on the lane named, already starting. */
  private next: { lane: WebKitLane; browser: Promise<WebDriverSession> }

  private constructor(
    private readonly lanes: [WebKitLane, WebKitLane],
    private readonly configDir: string
  ) {
    this.next = this.startOn(lanes[0])
  }

  static async start(tools: WebKitTools): Promise<WebKitService> {
    const configDir = fs.mkdtempSync(path.join(os.tmpdir(), "journeys-webkit-"))
    fs.mkdirSync(path.join(configDir, "gtk-3.0"))
    fs.writeFileSync(path.join(configDir, "gtk-3.0", "gtk.css"), tinyToolbarCss)
    const lanes = await Promise.all([WebKitLane.start(tools, configDir), WebKitLane.start(tools, configDir)])
    return new WebKitService(lanes, configDir)
  }

  /** A fresh MiniBrowser window under automation, on the site through this worker's script gate. */
  async session(baseURL: string): Promise<WebKitDriver> {
    this.gate ??= await ScriptGate.start(baseURL)
    const { lane, browser } = this.next
    // Whatever becomes of this one, the other lane starts the browser after it.
    this.next = this.startOn(lane === this.lanes[0] ? this.lanes[1] : this.lanes[0])
    return new WebKitDriver(await browser, this.gate, (session) => lane.finish(session))
  }

  private startOn(lane: WebKitLane) {
    const browser = lane.openBrowser()
    // Awaited by the journey that takes it; a worker that ends first must not see an unhandled rejection.
    browser.catch(() => undefined)
    return { lane, browser }
  }

  async stop() {
    await this.gate?.stop()
    for (const lane of this.lanes) lane.kill()
    fs.rmSync(this.configDir, { recursive: true, force: true })
  }
}

/** One WebKitWebDriver on a virtual display of its own, driving one MiniBrowser at a time. */
class WebKitLane {
  private xvfb: ChildProcess | undefined
  private driver: ChildProcess | undefined
  private url = ""
  /** The last of what the driver and its browsers wrote, for the error of a browser that would not start. */
  private said = ""
  /** Settles once the lane's last browser has been closed: only then may it start the next. */
  private idle: Promise<unknown> = Promise.resolve()

  private constructor(
    private readonly tools: WebKitTools,
    private readonly configDir: string
  ) {}

  static async start(tools: WebKitTools, configDir: string) {
    const lane = new WebKitLane(tools, configDir)
    await lane.restart()
    return lane
  }

  /** A new MiniBrowser, once the last one is closed; if it does not start in time, once more on a fresh driver. */
  openBrowser(): Promise<WebDriverSession> {
    const opened = this.idle.then(async () => {
      try {
        return await this.newBrowser()
      } catch (first) {
        const said = this.said
        await this.restart()
        return this.newBrowser().catch((second: Error) => {
          const log = said.trim() ? ` WebKitWebDriver and MiniBrowser said, the first time: ${said.trim()}` : ""
          throw new Error(`WebKit: MiniBrowser did not start, twice: ${(first as Error).message}; then ${second.message}.${log}`)
        })
      }
    })
    this.idle = opened.catch(() => undefined)
    return opened
  }

  private async newBrowser() {
    this.said = ""
    const session = await WebDriverSession.create(
      this.url,
      {
        // "none": the navigate command returns at once; with "normal" it would wait for the load event, which waits
        // for the scripts WebKitDriver.open() holds back until its watch is in.
        pageLoadStrategy: "none",
        "webkitgtk:browserOptions": { binary: this.tools.browser, args: ["--automation"] },
      },
      browserStartLimit
    )
    await WebKitDriver.prepare(session)
    return session
  }

  /** Closes a journey's browser; the lane's next browser starts once it is gone. A driver that fails it starts afresh. */
  finish(session: WebDriverSession) {
    this.idle = this.idle.then(() => session.end().catch(() => this.restart()))
  }

  /** Ends the lane's driver and display, if any, and starts new ones. */
  private async restart() {
    this.kill()
    const { process: xvfb, display } = await startXvfb(this.tools.xvfb)
    const port = await freePort()
    // Its own process group (detached), so that kill() ends the MiniBrowser and WebKit processes it started too.
    const driver = spawn(this.tools.driver, [`--port=${port}`], {
      // A British visitor's language (a bare machine has the "C" locale, which no visitor's browser reports).
      env: { ...process.env, DISPLAY: `:${display}`, XDG_CONFIG_HOME: this.configDir, LANG: "en_GB.UTF-8", LANGUAGE: "en_GB" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    })
    const listen = (chunk: Buffer) => {
      this.said = (this.said + chunk.toString()).slice(-2000)
    }
    driver.stdout!.on("data", listen)
    driver.stderr!.on("data", listen)
    this.xvfb = xvfb
    this.driver = driver
    this.url = `http://127.0.0.1:${port}`
    await waitForStatus(this.url, driver)
  }

  kill() {
    if (this.driver?.pid && this.driver.exitCode === null) {
      try {
        process.kill(-this.driver.pid, "SIGKILL")
      } catch {
        // Already gone.
      }
    }
    this.xvfb?.kill()
  }
}

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
