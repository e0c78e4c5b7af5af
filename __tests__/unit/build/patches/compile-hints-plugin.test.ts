/**
 * @jest-environment node
 */
// The compile hint goes onto the app's and the page components' startup chunks, not onto chunks fetched on demand;
// a build whose chunks are named otherwise (nothing to hint) fails, naming the patch.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import webpack from "webpack"
import { CompileHintsPlugin } from "../../../../build/patches/compile-hints-plugin.js"

const HINT = "//# allFunctionsCalledOnLoad\n"
let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"))
  fs.writeFileSync(path.join(dir, "app.js"), 'console.log("app")')
  fs.writeFileSync(path.join(dir, "page.js"), 'import("./lazy.js").then((lazy) => console.log(lazy.default))')
  fs.writeFileSync(path.join(dir, "lazy.js"), 'export default "lazy"')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Builds the entries, named as given, with the plugin, as Gatsby names its output files. */
function build(entries: Record<string, string>): Promise<{ errors: string[]; files: Record<string, string> }> {
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, `./${file}`])),
    output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js", chunkFilename: "[id]-[contenthash].js" },
    plugins: [new CompileHintsPlugin()],
  })
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error)
      // A build with errors emits nothing.
      const out = path.join(dir, "out")
      const names = fs.existsSync(out) ? fs.readdirSync(out) : []
      const files = Object.fromEntries(names.map((file) => [file, fs.readFileSync(path.join(out, file), "utf8")]))
      compiler.close(() => resolve({ errors: stats.toJson({ errors: true }).errors?.map((e) => e.message) ?? [], files }))
    })
  )
}

it("hints the app's and each page component's chunks, not a chunk imported on demand", async () => {
  const { errors, files } = await build({ app: "app.js", "component---src-pages-index-tsx": "page.js" })
  expect(errors).toEqual([])
  const hinted = (name: RegExp) =>
    Object.entries(files)
      .filter(([file]) => name.test(file))
      .map(([, text]) => text.startsWith(HINT))
  expect(hinted(/^app-[0-9a-f]+\.js$/)).toEqual([true])
  expect(hinted(/^component---src-pages-index-tsx-[0-9a-f]+\.js$/)).toEqual([true])
  expect(hinted(/^\d+-[0-9a-f]+\.js$/)).toEqual([false])
}, 30_000)

it("fails the build, naming itself, when there is no app or page-component chunk to hint", async () => {
  const { errors } = await build({ main: "app.js" })
  expect(errors).toEqual([
    expect.stringMatching(
      /^compile-hints \(build\/patches\/compile-hints-plugin\.js\): found no app or page-component chunk to hint .*Gatsby's output has changed$/
    ),
  ])
}, 30_000)
