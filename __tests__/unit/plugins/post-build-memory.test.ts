/**
 * @jest-environment node
 */
// A warm build's steps after the build work only on the files that are not as they left them in the last build: a
// page Gatsby kept is not patched, checked or compressed again, one it wrote again to the same bytes is not compressed
// again; the files end as the same steps leave them from nothing (a clean build), and a step without its memory does
// every file. A step remembers a page as it left it, so the steps before after-paint, which changes it once more, learn
// each finished page in the next build.
import fs from "node:fs"
import path from "node:path"
import { onPostBuild as reproducibleBuild } from "../../../plugins/reproducible-build/gatsby-node"
import { onPostBuild as hydration } from "../../../plugins/hydration/gatsby-node"
import { onPostBuild as fontPreloads } from "../../../plugins/font-preloads/gatsby-node"
import { onPostBuild as afterPaint } from "../../../plugins/after-paint/gatsby-node"
import { onPostBuild as staticHost } from "../../../plugins/static-host/gatsby-node"
import { withCompilationHash } from "../../../plugins/reproducible-build/compilation-hash"
import { checkEarlyClicks } from "../../../plugins/hydration/early-clicks"
import { checkFontPreloads } from "../../../plugins/font-preloads/font-preloads"
import { runScriptsAfterPaint } from "../../../plugins/after-paint/after-paint-scripts.mjs"
import { listFiles } from "../../../lib/built-site/built-files.mjs"
import { builtSite, gatsbyPage, removeBuiltSite } from "./built-site-fixture"
import { postBuildArgs } from "./post-build-args"

/** Each step's work on a page, watched: the page it was given. */
const spied = <T extends (...args: never[]) => unknown>(module: string, name: string) => {
  const actual = jest.requireActual(module)
  return { ...actual, [name]: jest.fn(actual[name] as T) }
}
jest.mock("../../../plugins/reproducible-build/compilation-hash", () =>
  spied("../../../plugins/reproducible-build/compilation-hash", "withCompilationHash")
)
jest.mock("../../../plugins/hydration/early-clicks", () => spied("../../../plugins/hydration/early-clicks", "checkEarlyClicks"))
jest.mock("../../../plugins/font-preloads/font-preloads", () => spied("../../../plugins/font-preloads/font-preloads", "checkFontPreloads"))
jest.mock("../../../plugins/after-paint/after-paint-scripts.mjs", () =>
  spied("../../../plugins/after-paint/after-paint-scripts.mjs", "runScriptsAfterPaint")
)

const steps = {
  "reproducible-build": reproducibleBuild,
  hydration,
  "font-preloads": fontPreloads,
  "after-paint": afterPaint,
  "static-host": staticHost,
}
const work = {
  "reproducible-build": [withCompilationHash, 2],
  hydration: [checkEarlyClicks, 1],
  "font-preloads": [checkFontPreloads, 1],
  "after-paint": [runScriptsAfterPaint, 1],
} as const

/** Every step after the build, in gatsby-config.ts's order, each with its own cache folder: the pages each step worked on, and how many files static-host compressed. */
async function build(publicDir: string) {
  jest.clearAllMocks()
  let compressed = -1
  for (const [plugin, hook] of Object.entries(steps)) {
    const { args, panic, info } = postBuildArgs(publicDir, "https://example.org", plugin)
    await (hook as (args: unknown, options: object) => unknown)(args, { plugins: [] })
    expect(panic).not.toHaveBeenCalled()
    const line = info.mock.calls.map(([text]) => String(text)).find((text) => text.startsWith("Wrote .br and .gz copies of"))
    if (line) compressed = Number(/copies of (\d+)/.exec(line)![1])
  }
  const pages = Object.fromEntries(
    Object.entries(work).map(([plugin, [fn, argument]]) => [plugin, [...new Set((fn as jest.Mock).mock.calls.map((call) => call[argument]))].sort()])
  )
  return { pages, compressed }
}
const all = (pages: string[]) => Object.fromEntries(Object.keys(work).map((plugin) => [plugin, pages]))
/** Every file of public/ with its bytes. */
const contents = (publicDir: string) =>
  Object.fromEntries(listFiles(publicDir).map((file) => [path.relative(publicDir, file), fs.readFileSync(file)]))
const bothPages = ["about/index.html", "index.html"]
/** A clean build, then a warm one in which Gatsby kept every page. */
const cleanThenWarm = async (dir: string) => [await build(dir), await build(dir)]
// A page with more words than a packet holds, so that its copies are written.
const longPage = (pagePath: string) => gatsbyPage(pagePath).replace("<main>", `<main>${"<p>Otters, ospreys and red deer.</p>".repeat(40)}`)

const dirs: string[] = []
const site = (page = longPage) => {
  dirs.push(builtSite(page))
  return dirs.at(-1)!
}
afterEach(() => dirs.splice(0).forEach(removeBuiltSite))

describe("the steps after a warm build", () => {
  it("do every page of a first build; in the next, only the steps before after-paint, once; then none", async () => {
    const dir = site()
    expect(await build(dir)).toEqual({ pages: all(bothPages), compressed: 2 })
    const before = contents(dir)
    const learnt = { ...all(bothPages), "after-paint": [] }
    expect(await build(dir)).toEqual({ pages: learnt, compressed: 0 })
    expect(await build(dir)).toEqual({ pages: all([]), compressed: 0 })
    expect(contents(dir)).toEqual(before)
  })

  it("do the page Gatsby rendered again with other words, and end with what a clean build writes", async () => {
    const dir = site()
    await cleanThenWarm(dir)
    const changed = (pagePath: string) => (pagePath === "/about" ? longPage(pagePath).replace("red deer", "pine martens") : longPage(pagePath))
    fs.writeFileSync(path.join(dir, "about/index.html"), changed("/about"))
    expect(await build(dir)).toEqual({ pages: all(["about/index.html"]), compressed: 1 })
    const clean = site(changed)
    await build(clean)
    expect(contents(dir)).toEqual(contents(clean))
  })

  it("patch a page Gatsby wrote again with the same words, but compress it only when its bytes changed", async () => {
    const dir = site()
    await cleanThenWarm(dir)
    const before = contents(dir)
    fs.writeFileSync(path.join(dir, "index.html"), longPage("/"))
    expect(await build(dir)).toEqual({ pages: all(["index.html"]), compressed: 0 })
    expect(contents(dir)).toEqual(before)
  })

  it("do every page again when their memory is gone", async () => {
    const dir = site()
    await cleanThenWarm(dir)
    fs.rmSync(path.join(path.dirname(dir), ".cache"), { recursive: true })
    expect(await build(dir)).toEqual({ pages: all(bothPages), compressed: 2 })
  })

  it("leave no copy of a page that is gone", async () => {
    const dir = site()
    await cleanThenWarm(dir)
    fs.rmSync(path.join(dir, "about/index.html"))
    await build(dir)
    expect(fs.readdirSync(path.join(dir, "about"))).toEqual([])
  })
})
