// The editing screen as an editor runs it with `npm run edit`, on a throwaway copy of the project: decap-server (the
// real local backend) writing into the copy's content/, and `gatsby develop` serving the copy's site and /admin/.
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Dialog,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test"
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { copyProject } from "../../../tools/gatsby-build.mjs"
import { saveForDevelop } from "../../../tools/whole-writes.mjs"
import { describeProblem, validateContent } from "../../../plugins/content-model/lib/validation"
import { adminScriptsDir } from "../../../plugins/cms/lib/script-cache"

const projectRoot = path.resolve(__dirname, "../../..")

export type EditingSite = {
  /** The copy of the project; its content/ is what the CMS edits. */
  readonly root: string
  /** Where `gatsby develop` serves the copy: the site, and the editing screen at /admin/. */
  readonly url: string
  /** A file of the copy, as it is on disk now. */
  read(file: string): string
}

// Ports of their own (CONVENTIONS of this repository's test runs: 9350-9369, decap-server from 8181).
const developPort = Number(process.env.CMS_TEST_DEVELOP_PORT ?? 9352)
const backendPort = Number(process.env.CMS_TEST_BACKEND_PORT ?? 8181)

const stopping = new WeakSet<ChildProcess>()

/** What the worker's decap-server and gatsby develop have printed, for a failure to quote (one editing site per worker). */
let serversLog: string[] = []

/**
 * What the servers said last, for a failure to quote: their last 3,000 characters, after their last ERROR (a failed
 * query's message and stack, which later lines push out of the tail) when it is further back.
 */
function lastWords(log: ReadonlyArray<string>): string {
  const said = log.join("")
  const tail = said.slice(-3000)
  const lastError = said.lastIndexOf("ERROR")
  return lastError === -1 || lastError >= said.length - tail.length ? tail : `${said.slice(lastError, lastError + 3000)}\n…\n${tail}`
}

function start(command: string[], options: { cwd: string; env: NodeJS.ProcessEnv }, log: string[]): ChildProcess {
  // Its own process group, so that stopping it stops what it started (gatsby develop's workers).
  const child = spawn(process.execPath, command, { ...options, stdio: ["ignore", "pipe", "pipe"], detached: true })
  const keep = (chunk: Buffer) => log.push(chunk.toString())
  child.stdout?.on("data", keep)
  child.stderr?.on("data", keep)
  // A server that ends while the tests use it says so, from its last error on (or with its last words), rather than
  // leaving "connection refused": gatsby develop's error comes before a long stack, which its last words alone cut.
  child.on("exit", (code, signal) => {
    if (stopping.has(child)) return
    console.error(`${command.join(" ")} ended (${signal ?? code}):\n${lastWords(log)}`)
  })
  return child
}

async function until(what: string, ready: () => Promise<boolean>, log: string[], timeout: number) {
  const end = Date.now() + timeout
  while (Date.now() < end) {
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} not ready in ${timeout / 1000} s:\n${log.join("").slice(-4000)}`)
}

// One copy and one development server for every admin file: the fixture is the worker's, and the admin project has one
// worker (playwright.config.ts), so adding tests adds no start-up. Each test puts back what it changes (keepFiles) or
// works on entries of its own.
// As on an editor's machine: under CI (CI=true), gatsby develop would otherwise make every image size of the site
// before serving a page (more than a minute here, longer beside the other browser tests), where an editor's develop
// makes each as a page asks for it; and it would run every page's query again after each save, where an editor's runs
// a page's query when the page asks for its data (Gatsby's Query on Demand).
// And one browser profile for the worker's tests, as an editor's own browser is: each test finds the sites' storage as
// a new profile has it (emptyForNextTest), but the browser's cache as the tests before it left it. Chromium keeps the
// compiled code of a script it has run twice in a profile's cache, so that from the third load on, the editing screen
// (Decap CMS, several megabytes of script) starts without compiling its script again, as in an editor's browser; a new
// context for each test compiled it on every load (docs/performance.md).
// And one tab of the editing screen, handed from test to test as an editor goes from one task to the next in the tab
// they keep open: back at the list of collections, every open entry left, and nothing the test before it showed or
// listened for (handOver). Starting Decap CMS again took 2 to 4 core-seconds a test.
export const test = base.extend<object, { editingSite: EditingSite; editorsBrowser: EditorsBrowser }>({
  editorsBrowser: [
    async ({ playwright, launchOptions, headless }, use) => {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), "admin-browser-"))
      let opened: BrowserContext | undefined
      await use({
        open: async (options) => (opened ??= await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, headless, ...options })),
      })
      await opened?.close()
      fs.rmSync(profile, { recursive: true, force: true })
    },
    { scope: "worker" },
  ],
  context: async ({ editorsBrowser, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch }, use) => {
    const context = await editorsBrowser.open({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
    const origins = new Set<string>()
    const visited = (request: Request) => {
      const { protocol, origin } = new URL(request.url())
      if (protocol === "http:" || protocol === "https:") origins.add(origin)
    }
    context.on("request", visited)
    await use(context)
    context.off("request", visited)
    await emptyForNextTest(context, origins, editorsTab)
  },
  page: async ({ context, viewport, editingSite }, use, testInfo) => {
    const page = editorsTab && !editorsTab.isClosed() ? editorsTab : await context.newPage()
    editorsTab = undefined
    if (viewport) await page.setViewportSize(viewport)
    await use(page)
    // A test that failed leaves its tab as it failed, for the next test to start afresh: the worker ends with it.
    if (testInfo.status === testInfo.expectedStatus && (await handOver(page, editingSite))) editorsTab = page
  },
  editingSite: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const copy = copyProject(projectRoot, "cms-editing-")
      const root = copy.dir
      startFromBuild(root)
      const url = `http://127.0.0.1:${developPort}`
      const log: string[] = []
      serversLog = log
      const children = [
        start(
          [path.join(projectRoot, "tools", "local-backend.mjs")],
          {
            cwd: root,
            env: { ...process.env, PORT: String(backendPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root, LOG_LEVEL: "warn" },
          },
          log
        ),
        start(
          [require.resolve("gatsby/cli.js", { paths: [projectRoot] }), "develop", "-H", "127.0.0.1", "-p", String(developPort)],
          {
            cwd: root,
            env: {
              ...process.env,
              CMS_LOCAL_BACKEND_PORT: String(backendPort),
              GATSBY_TELEMETRY_DISABLED: "1",
              GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1",
              GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "1",
            },
          },
          log
        ),
      ]
      try {
        // Page data is written once the site's queries have run: the development server then serves every page.
        await until(
          "gatsby develop",
          async () => (await fetch(`${url}/page-data/faqs/page-data.json`)).ok && (await fetch(`${url}/admin/`)).ok,
          log,
          // Minutes when other builds share the machine (Gatsby's bootstrap alone can take most of them).
          300_000
        )
        await use({ root, url, read: (file) => fs.readFileSync(path.join(root, file), "utf8") })
      } finally {
        for (const child of children) {
          stopping.add(child)
          try {
            if (child.pid) process.kill(-child.pid, "SIGTERM")
          } catch {
            // Already ended.
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 1000))
        copy.cleanUp()
      }
    },
    { scope: "worker", timeout: 360_000 },
  ],
})

export { expect }

/** The worker's one browser profile for the editing screen's tests, opened by the first test with its options. */
type EditorsBrowser = { open: (options: ProfileOptions) => Promise<BrowserContext> }
type ProfileOptions = Pick<BrowserContextOptions, "baseURL" | "viewport" | "userAgent" | "deviceScaleFactor" | "isMobile" | "hasTouch">

// What a site keeps in the browser, all of it but the browser's cache (Chrome DevTools Protocol, Storage.clearDataForOrigin).
const siteStorage = "cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage"

/**
 * Leaves the profile as a new one would be for the next test, but for its cache and the editing screen's tab handed on
 * (`kept`): every other page closed, and what each site the test visited keeps (cookies, local storage, IndexedDB,
 * where Decap keeps its backups of unsaved entries) removed. The kept tab's site keeps its storage, but for those
 * backups, emptied from the tab: storage removed under a running Decap would leave it writing to a closed database.
 */
async function emptyForNextTest(context: BrowserContext, origins: ReadonlySet<string>, kept?: Page) {
  for (const page of context.pages()) if (page !== kept) await page.close()
  const keptOrigin = kept ? new URL(kept.url()).origin : undefined
  const blank = await context.newPage()
  const cdp: CDPSession = await context.newCDPSession(blank)
  for (const origin of origins) if (origin !== keptOrigin) await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: siteStorage })
  await cdp.detach()
  await context.clearCookies()
  await context.clearPermissions()
  await blank.close()
  await kept?.evaluate(emptyIndexedDb)
}

/** Empties every object store of every IndexedDB database of the page's site, leaving the databases open and in place. */
async function emptyIndexedDb() {
  const request = <T>(asked: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      asked.onsuccess = () => resolve(asked.result)
      asked.onerror = () => reject(asked.error)
    })
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue
    const database = await request(indexedDB.open(name))
    const stores = Array.from(database.objectStoreNames)
    if (stores.length > 0) {
      const emptying = database.transaction(stores, "readwrite")
      for (const store of stores) emptying.objectStore(store).clear()
      await new Promise((resolve, reject) => {
        emptying.oncomplete = resolve
        emptying.onerror = () => reject(emptying.error)
      })
    }
    database.close()
  }
}

/**
 * The list of collections' link to the Pages collection, which only the list of collections shows (an entry of that
 * collection has a link back to it, named "← Writing in Pages collection").
 */
const collectionsList = (page: Page) => page.getByRole("link", { name: "Pages", exact: true })

/** What a test may listen for on its page: none of it is handed on to the next test with the tab. */
const testEvents = [
  "dialog",
  "request",
  "response",
  "requestfinished",
  "requestfailed",
  "console",
  "pageerror",
  "popup",
  "download",
  "filechooser",
] as const

/** The worker's tab of the editing screen, between one test and the next (handOver). */
let editorsTab: Page | undefined

/** Whether the page is a document of the editing screen (rather than the site, or blank). */
const onEditingScreen = (page: Page, site: EditingSite) => page.url().startsWith(`${site.url}/admin/`)

/** Whether the page shows the editing screen's list of collections (a tab handed on does, handOver). */
const atCollectionsList = async (page: Page, site: EditingSite) => onEditingScreen(page, site) && (await collectionsList(page).isVisible())

/**
 * Makes a tab of the editing screen ready for the next test, and says whether it is: back at the list of collections
 * (an entry with unsaved changes left, as an editor who confirms leaving it), no notification or panel of ours still
 * open, and none of the test's listeners or routes on it. A tab elsewhere, or one that does not get there, is not
 * handed on: the next test opens the editing screen in a new one.
 */
async function handOver(page: Page, site: EditingSite): Promise<boolean> {
  if (page.isClosed() || !onEditingScreen(page, site)) return false
  await page.unrouteAll({ behavior: "ignoreErrors" })
  for (const event of testEvents) page.removeAllListeners(event)
  const leave = (dialog: Dialog) => void dialog.accept()
  page.on("dialog", leave)
  try {
    // A tab behind another (the site's, which a test opened) runs no animations: Decap's notifications (react-toastify's
    // toasts), which leave when their closing animation ends, stay on screen until it is in front again.
    await page.bringToFront()
    await page.keyboard.press("Escape")
    await page.evaluate(() => {
      location.hash = "#/"
    })
    await expect(collectionsList(page)).toBeVisible({ timeout: 15_000 })
    await page.evaluate(() => document.getElementById("content-problems")?.remove())
    await closeNotifications(page.locator(".Toastify__toast"))
    // Decap's dialogs (the media library, a confirmation) are modal windows over the list.
    return (await page.locator(".ReactModal__Overlay").count()) === 0
  } catch {
    return false
  } finally {
    page.off("dialog", leave)
  }
}

/**
 * Gives the copy what the site's build made, as an editor's project has it after a build: the editing screen's scripts
 * (the development server bundles the admin script only when its code changed since, plugins/cms/lib/admin.ts), from
 * the build's cache (npm test builds in a copy of its own, NPM_TEST_BUILD_DIR; a developer, in the project), and the
 * photographs' sizes of the project's public/static/, which npm test's build is copied to before this and the tests
 * only read (served as they are, where the development server would make each as a page asks for it).
 */
function startFromBuild(root: string) {
  const scripts = [process.env.NPM_TEST_BUILD_DIR, projectRoot]
    .filter((dir): dir is string => Boolean(dir))
    .map(adminScriptsDir)
    .find((dir) => fs.existsSync(dir))
  if (scripts) fs.cpSync(scripts, adminScriptsDir(root), { recursive: true })
  const photographs = path.join(projectRoot, "public", "static")
  if (fs.existsSync(photographs)) fs.cpSync(photographs, path.join(root, "public", "static"), { recursive: true })
}

/**
 * What the worker's first sign-in left in the editing screen's local storage (Decap keeps its signed-in user there), for
 * the tests after it: each starts with the sites' storage emptied, and is signed in ahead of its first page of the
 * editing screen as an editor coming back to it is, rather than loading the editing screen once to press Login and
 * again for the entry it opens. The admin tests share one worker (playwright.config.ts), so one sign-in serves them all.
 */
let signedIn: Array<[string, string]> | undefined
const contextsSignedIn = new WeakSet<BrowserContext>()

/** Gives the page's context the worker's sign-in, before its pages load; false when nobody has signed in yet. */
async function keepSignedIn(page: Page): Promise<boolean> {
  if (!signedIn) return false
  if (contextsSignedIn.has(page.context())) return true
  contextsSignedIn.add(page.context())
  await page.context().addInitScript((entries) => {
    // Every document of the context runs this, the preview's frame and about:blank included, where storage may be shut.
    try {
      for (const [key, value] of entries) if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    } catch {
      // A document without the editing screen's storage.
    }
  }, signedIn)
  return true
}

/** Opens the editing screen and signs in: with the local backend, a button and no account (once for the worker). */
export async function signIn(page: Page, site: EditingSite) {
  const returning = await keepSignedIn(page)
  // A tab handed on is at the list of collections already (handOver).
  if (!(await atCollectionsList(page, site))) await page.goto(`${site.url}/admin/`)
  if (!returning) await page.getByRole("button", { name: "Login" }).click()
  await expect(collectionsList(page)).toBeVisible({ timeout: 30_000 })
  if (returning) return
  signedIn = await page.evaluate(() =>
    Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? "").map((key): [string, string] => [
      key,
      localStorage.getItem(key) ?? "",
    ])
  )
}

/**
 * Opens the editing screen signed in, at `address` (after /admin/#/, "collections/faqs/entries/faqs"): from its list of
 * collections in a tab handed on (or just signed in), else in a fresh load. Never straight from another entry: moving
 * between entries in the CMS can show the next one before its content has loaded.
 */
export async function openSignedIn(page: Page, site: EditingSite, address: string) {
  if (!(await keepSignedIn(page))) await signIn(page, site)
  if (!(await atCollectionsList(page, site))) {
    // From another address of the editing screen, only the part after # would change: the same load.
    if (page.url() !== "about:blank") await page.goto("about:blank")
  }
  await page.goto(`${site.url}/admin/#/${address}`)
}

/** Opens a content file of a file collection: "content", "faqs". */
export async function openFile(page: Page, site: EditingSite, collection: string, file: string) {
  await page.goto(`${site.url}/admin/#/collections/${collection}/entries/${file}`)
}

/**
 * Opens a closed list entry with its `toggle` until its `fields` show: on a busy machine Decap can miss a click on the
 * toggle (the entry stays closed), so it is clicked again while they stay hidden. An entry already open is left open.
 */
export async function openEntry(fields: Locator, toggle: Locator) {
  await expect(async () => {
    if (!(await fields.first().isVisible())) await toggle.click()
    await expect(fields.first()).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * Opens the list entry whose summary reads `summary` and returns it, to find its fields in. Its toggle button has no
 * name of its own in Decap 3; an entry stays open from one visit to the next, so it is opened only when closed.
 */
export async function openListEntry(page: Page, summary: string): Promise<Locator> {
  const entry = listEntry(page, summary)
  // The entry once Decap has loaded the file (slow on a loaded machine), before asking whether it is open.
  await expect(entry).toBeVisible({ timeout: 30_000 })
  await openEntry(entry.getByRole("textbox"), entry.locator("button").first())
  return entry
}

/** The list entry whose summary (its first text field, as the configuration names it) reads `summary`. */
export const listEntry = (page: Page, summary: string) => page.locator(`xpath=//div[text()=${JSON.stringify(summary)}]/..`).first()

/** The form field labelled `label` on screen in `scope` (collapsed entries keep theirs, hidden). */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true }).filter({ visible: true }).first()

/**
 * Publish now (the simple workflow: the file is written at once). Publish opens a menu, and is pressed again while the
 * menu stays shut: a press just after a list entry was dragged can open nothing.
 */
export async function publish(page: Page) {
  const publishNow = page.getByText("Publish now", { exact: true })
  await expect(async () => {
    if (!(await publishNow.isVisible())) await page.getByRole("button", { name: "Publish" }).click()
    await expect(publishNow).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await publishNow.click()
}

/** Publish now, and wait for Decap's word that the file is written (slow when the machine is busy). */
export async function publishAndWait(page: Page) {
  // Decap's word of an earlier save is closed first, so that the word waited for is this save's.
  const saved = page.locator(".Toastify__toast").filter({ hasText: "Entry saved" })
  await closeNotifications(saved)
  await publish(page)
  await expect(saved.getByRole("alert")).toBeVisible({ timeout: 30_000 })
  await closeNotifications(saved)
}

/**
 * Closes Decap's notifications `toasts` (react-toastify's), each by its close button, and waits until they are gone:
 * at once, by a DOM click, as Playwright's click would first wait for a closing toast to stop moving. Others that close
 * themselves meanwhile (each has a timer) are waited for too.
 */
async function closeNotifications(toasts: Locator) {
  for (const close of await toasts.locator(".Toastify__close-button").all()) await close.dispatchEvent("click").catch(() => undefined)
  await expect(toasts).toHaveCount(0, { timeout: 15_000 })
}

/**
 * The page of the development server at `address`, in a new tab, reloaded until `shown` holds: the server shows a saved
 * change once it has read the file (and made a new photograph's sizes), in its own time.
 */
export async function visitUntil(page: Page, address: string, shown: (visited: Page) => Promise<void>) {
  const site = await page.context().newPage()
  // What the page said went wrong as it ran (a page query's empty result throws in the page's code, not in the server's log).
  const pageErrors: string[] = []
  site.on("pageerror", (error) => pageErrors.push(error.message))
  site.on("console", (message) => {
    if (message.type() === "error") pageErrors.push(message.text())
  })
  try {
    await expect(async () => {
      await site.goto(address)
      await shown(site)
    }).toPass({ timeout: 120_000 })
  } catch (error) {
    // What the development server showed instead, for whoever reads the failure.
    const text = await site
      .locator("body")
      .innerText()
      .catch(() => "(no page)")
    // And what the development server said meanwhile (a query's error is in its log, not on the page).
    const said = lastWords(serversLog)
    const errors = [...new Set(pageErrors)].slice(-5).join("\n")
    throw new Error(
      `${address} did not show what was expected; it showed:\n${text.slice(0, 1500)}\n\nThe page's last errors:\n${errors}\n\nThe servers' last words:\n${said}`,
      { cause: error }
    )
  }
  return site
}

/** Saves a screenshot for docs/editing.md (docs/images/) when CMS_SCREENSHOTS is set. */
export async function screenshotForReadme(page: Page, name: string) {
  if (!process.env.CMS_SCREENSHOTS) return
  // Once the CMS's progress bar has gone and the preview's photographs have arrived (the page is never network-idle).
  await page.waitForTimeout(1500)
  await page.screenshot({ path: path.join(projectRoot, "docs", "images", `${name}.png`) })
}

/** A photograph's credit, as the form asks for it under the photograph. */
export type PhotoCredit = { title: string; author: string; licence: string; licenceUrl: string; source: string; sourceUrl: string }

/** A photograph on the editor's computer, named `name`: a copy of one of the copy's own (content/images/...). */
export function photoOnComputer(site: EditingSite, image: string, name: string) {
  return { name, mimeType: "image/jpeg", buffer: fs.readFileSync(path.join(site.root, "content", image)) }
}

/** Uploads a photograph from the computer into the image field of `entry`, as an editor does, and chooses it. */
export async function uploadPhoto(page: Page, entry: Locator, upload: { name: string; mimeType: string; buffer: Buffer }) {
  await entry
    .getByRole("button", { name: /^Choose (an|different) image$/ })
    .filter({ visible: true })
    .first()
    .click()
  await page.locator("input[type=file]").setInputFiles(upload)
  await page.getByRole("button", { name: "Choose selected" }).click()
}

/** Types a photograph's credit into its sub-form, by the fields' labels. */
export async function fillCredit(entry: Locator, credit: PhotoCredit) {
  const labels: Array<[string, string]> = [
    ["Title of the photograph", credit.title],
    ["Author", credit.author],
    ["Licence", credit.licence],
    ["Licence address", credit.licenceUrl],
    ["Source", credit.source],
    ["Source address", credit.sourceUrl],
  ]
  for (const [label, value] of labels) await field(entry, label).fill(value)
}

/**
 * Files of the copy as they are now, to put back after a test that changes them (a file that does not exist yet is
 * removed again): the admin tests share one copy, and each leaves it as it found it.
 */
export function keepFiles(site: EditingSite, files: ReadonlyArray<string>): () => Promise<void> {
  const kept = files.map((file) => {
    const at = path.join(site.root, file)
    return { at, text: fs.existsSync(at) ? fs.readFileSync(at, "utf8") : null }
  })
  return async () => {
    for (const { at, text } of kept) {
      if (text === null) fs.rmSync(at, { force: true })
      // As the local backend saves (tools/local-backend.mjs), so that the development server reads it whole and keeps it.
      else if (!fs.existsSync(at) || fs.readFileSync(at, "utf8") !== text) await saveForDevelop(at, text)
    }
  }
}

/** What the build checks first (every build's onPreInit), on the copy's content/ as saved: its report, line by line. */
export const contentProblems = (site: EditingSite) => validateContent(path.join(site.root, "content")).map(describeProblem)

/** Chooses a photograph already on the site for the image field of `scope`, from the media library, by its file name. */
export async function choosePhoto(page: Page, scope: Page | Locator, fileName: string) {
  const chosen = scope.getByRole("button", { name: "Choose different image" }).filter({ visible: true })
  const before = await chosen.count()
  const button = scope
    .getByRole("button", { name: /^Choose (an|different) image$/ })
    .filter({ visible: true })
    .last()
  const empty = (await button.textContent())?.includes("an image") ?? false
  await button.click()
  // A click on a photograph while the library is still listing its folder can be lost; a second click on a chosen one
  // unchooses it. So: click, and click again only while nothing is chosen.
  const choose = page.getByRole("button", { name: "Choose selected" })
  await expect(async () => {
    await page.getByRole("dialog").getByText(fileName, { exact: true }).click()
    await expect(choose).toBeEnabled({ timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
  await choose.click()
  // Once the field has taken the photograph: text typed into the entry before that was lost in our runs.
  await expect(page.getByRole("dialog")).toBeHidden()
  await expect(chosen).toHaveCount(empty ? before + 1 : before)
}

/** Chooses `option` in the drop-down list labelled by `input` (a select or a relation: type to filter, then pick). */
export async function choose(page: Page, input: Locator, option: string) {
  await input.click()
  await input.pressSequentially(option.slice(0, 6))
  await page.getByRole("option", { name: option, exact: true }).click()
}
