/**
 * @jest-environment node
 */
// A build from a warm .cache and public/ (what static hosts' build caches keep) inlines the CSS of that build in
// every page, not the CSS of the build before. Shown for the change Gatsby 5 alone gets wrong, one CSS rule: in a
// temporary copy of the project, a first build warms the copy's own cache (a cache made elsewhere is keyed to
// other paths), a rule changes, and the incremental build must inline the new rule, exactly as the CSS files
// of that build have it, in every page. (build/patches/stylesheet-names.js has the fix.)
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { builtPages } from "../../../build/post-build/built-files.mjs"
import { copyProject } from "../../fixtures/project-copy"

// A rule of the layout's footer, which every page inlines (the app's stylesheet).
const stylesheet = "src/components/footer.module.css"
const changedDeclaration = "outline-offset: 7px;"


/** Each stylesheet a page inlines, with the file of public/ it names. */
const inlinedSheets = (html: string) => Array.from(html.matchAll(/<style data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g), ([, href, css]) => ({ href, css }))

function build(dir: string) {
  const result = spawnSync("npx", ["gatsby", "build"], { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "true", FORCE_COLOR: "0" }, timeout: 8 * 60_000 })
  if (result.status !== 0) throw new Error(`gatsby build in ${dir} failed:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`)
}

let copy: string

beforeAll(() => {
  copy = copyProject("warm-cache-build-")
  build(copy)
}, 10 * 60_000)

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true })
})

test("after a change to one CSS rule, every page inlines this build's stylesheets, new rule included", () => {
  const file = path.join(copy, stylesheet)
  const original = fs.readFileSync(file, "utf8")
  fs.writeFileSync(file, original.replace("{", `{\n  ${changedDeclaration}`))
  try {
    build(copy)
  } finally {
    fs.writeFileSync(file, original)
  }
  const publicDir = path.join(copy, "public")
  const pages = builtPages(publicDir).map((file) => path.relative(publicDir, file))
  expect(pages.length).toBeGreaterThanOrEqual(10)
  for (const page of pages) {
    const sheets = inlinedSheets(fs.readFileSync(path.join(publicDir, page), "utf8"))
    expect(sheets.length).toBeGreaterThan(0)
    for (const { href, css } of sheets) expect({ page, href, css }).toEqual({ page, href, css: fs.readFileSync(path.join(publicDir, href), "utf8") })
    expect({ page, changed: sheets.some(({ css }) => css.includes(changedDeclaration.replace(" ", ""))) }).toEqual({ page, changed: true })
  }
}, 10 * 60_000)
