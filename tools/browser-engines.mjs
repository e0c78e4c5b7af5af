// @ts-check
// Where the three browser engines of the tests are on this machine, and the Debian packages that provide them.
// Each entry finds its programs (an environment variable first, then Debian's paths) or answers null.
import fs from "node:fs"
import path from "node:path"

/** @param {Array<string | undefined>} candidates */
const firstExisting = (candidates) => candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null

/** Debian's Chromium (CHROME_PATH first). */
export const chromiumPath = () => firstExisting([process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"])

/**
 * Debian's build of Chromium's headless shell (CHROME_SHELL_PATH first): the browser Playwright itself runs headless
 * tests in. It opens a page sooner than the full browser in headless mode (docs/performance.md, "Other figures"), so
 * the browser tests use it; Lighthouse keeps the full browser, as a visitor's.
 */
export const chromiumShellPath = () =>
  firstExisting([process.env.CHROME_SHELL_PATH, "/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"])

/** The Chromium the browser tests drive: the headless shell, or the full browser where the shell is not installed. */
export const testChromiumPath = () => chromiumShellPath() ?? chromiumPath()

/** How the tests start Chromium: as root in a container with no GPU, and no calls out on this closed network. */
export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"]

/** Debian's Firefox ESR (FIREFOX_PATH first). */
export const firefoxPath = () => firstExisting([process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"])

/** WebKitGTK's MiniBrowser lives in a folder named after the machine's architecture. */
function miniBrowserPath() {
  const lib = "/usr/lib"
  const arches = fs.existsSync(lib) ? fs.readdirSync(lib).filter((name) => name.endsWith("-linux-gnu")) : []
  return firstExisting([process.env.WEBKIT_MINIBROWSER, ...arches.map((arch) => path.join(lib, arch, "webkit2gtk-4.1", "MiniBrowser"))])
}

/** WebKitWebDriver, the MiniBrowser it drives, and the virtual display it shows in; null unless all three are here. */
export function webkitTools() {
  const driver = firstExisting([process.env.WEBKIT_WEBDRIVER, "/usr/bin/WebKitWebDriver"])
  const browser = miniBrowserPath()
  const xvfb = firstExisting(["/usr/bin/Xvfb"])
  return driver && browser && xvfb ? { driver, browser, xvfb } : null
}

/**
 * The fonts the font-swap tests measure against: Liberation has the metrics of Arial and Times New Roman, which a
 * visitor's phone or computer has and which src/styles/font-fallbacks.css is matched to.
 */
export const metricFontsPath = () => firstExisting(["/usr/share/fonts/truetype/liberation", "/usr/share/fonts/truetype/liberation2"])

/** Every engine the browser tests use, with what finds it and the Debian packages that install it. */
export const engines = [
  { name: "chromium", label: "Chromium", packages: ["chromium"], found: () => Boolean(chromiumPath()) },
  { name: "firefox", label: "Firefox ESR", packages: ["firefox-esr"], found: () => Boolean(firefoxPath()) },
  { name: "webkit", label: "WebKitGTK", packages: ["webkit2gtk-driver", "xvfb"], found: () => Boolean(webkitTools()) },
]

/** The fonts the font-swap tests measure against (see metricFontsPath). */
/** Without it the tests run in the full Chromium: the same results, slower. */
export const headlessShell = { label: "Chromium's headless shell", packages: ["chromium-headless-shell"], found: () => Boolean(chromiumShellPath()) }

export const metricFonts = { label: "The Liberation fonts", packages: ["fonts-liberation"], found: () => Boolean(metricFontsPath()) }
