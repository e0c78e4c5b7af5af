/** @jest-environment node */
import fs from "fs"
import path from "path"

// Each reach into what a dependency does not document is named in one module for that dependency, its door
// (docs/architecture.md, "What an upgrade can break"): before an upgrade, that module and its rows of the table are all
// there is to read. A reach written anywhere else fails here, naming the file and what it reaches.
const projectRoot = path.resolve(__dirname, "../../..")

const gatsbyDoor = "lib/gatsby-internals.mjs"
const decapDoor = "plugins/cms/admin/decap-internals.ts"
const decapServerDoor = "tools/decap-server-internals.mjs"
const sharpDoor = "lib/sharp-internals.ts"

const reaches: ReadonlyArray<{ what: string; pattern: RegExp; doors: ReadonlyArray<string> }> = [
  { what: "a Redux store's state (Gatsby's store, or Decap's)", pattern: /\bgetState\b/, doors: [gatsbyDoor, decapDoor] },
  { what: "Gatsby's webpack stage, process.env.BUILD_STAGE", pattern: /\bBUILD_STAGE\b/, doors: [gatsbyDoor] },
  { what: "the Gatsby command running, process.env.gatsby_executing_command", pattern: /\bgatsby_executing_command\b/, doors: [gatsbyDoor] },
  // The page's root element, id="___gatsby", is in Gatsby's documented html.js (src/html.tsx), not a private global.
  { what: "a global of Gatsby's runtime (window.___...)", pattern: /\b___(?!gatsby\b)[A-Za-z]/, doors: [gatsbyDoor] },
  { what: "a module of decap-server other than its package's main", pattern: /["'`]decap-server\//, doors: [decapServerDoor] },
  { what: "a function of Node's fs replaced for the whole process", pattern: /\bfs(?:\.promises)?\.\w+\s*=(?!=)/, doors: [decapServerDoor] },
  {
    what: "a method of a class replaced for the whole process (sharp's, say)",
    pattern: /\.prototype(?:\.\w+|\[[^\]]+\])\s*=(?!=)/,
    doors: [sharpDoor],
  },
  { what: "React's keys on a DOM node (__reactContainer$, __reactFiber$, ...)", pattern: /__react[A-Z]\w*\$/, doors: [decapDoor] },
  { what: "a private action of Decap's store", pattern: /\b(?:ENTRY_SUCCESS|DRAFT_CHANGE_FIELD)\b/, doors: [decapDoor] },
  { what: "webpack's compilation hash set, which Gatsby reads when webpack is done", pattern: /\.hash\s*=(?!=)/, doors: [gatsbyDoor] },
]

const sourceRoots = ["src", "lib", "plugins", "server", "tools", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"]
const codeFile = /\.(?:[cm]?js|tsx?)$/

function sourceFiles(entry: string): string[] {
  const full = path.join(projectRoot, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return codeFile.test(entry) ? [entry] : []
  return fs.readdirSync(full).flatMap((name) => (name === "node_modules" ? [] : sourceFiles(path.posix.join(entry, name))))
}

/** The code of a file without its comments, which may name a reach to explain it: block comments, and // to the line's end. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1")

/** Each reach in a file's code outside the doors it belongs in, as `file: what`. */
function reachesOutsideDoors(file: string, text: string): string[] {
  const code = withoutComments(text)
  return reaches.filter(({ pattern, doors }) => !doors.includes(file) && pattern.test(code)).map(({ what }) => `${file}: ${what}`)
}

test("every reach into what Gatsby, webpack, React, Decap or decap-server do not document is in its door", () => {
  const found = sourceRoots.flatMap(sourceFiles).flatMap((file) => reachesOutsideDoors(file, fs.readFileSync(path.join(projectRoot, file), "utf8")))
  expect(found).toEqual([])
})

test("each door is a file of the project", () => {
  const missing = [gatsbyDoor, decapDoor, decapServerDoor, sharpDoor].filter((door) => !fs.existsSync(path.join(projectRoot, door)))
  expect(missing).toEqual([])
})

test("the rule catches each reach outside its door, and not a comment explaining one", () => {
  const file = "plugins/example/gatsby-node.ts"
  expect(reachesOutsideDoors(file, "const { program } = store.getState()")).toEqual([`${file}: a Redux store's state (Gatsby's store, or Decap's)`])
  expect(reachesOutsideDoors(file, 'if (process.env.BUILD_STAGE === "build-html") check()')).toHaveLength(1)
  expect(reachesOutsideDoors(file, 'const develop = process.env.gatsby_executing_command === "develop"')).toHaveLength(1)
  expect(reachesOutsideDoors(file, "const hash = /window\\.___webpackCompilationHash/")).toHaveLength(1)
  expect(reachesOutsideDoors(file, 'require("decap-server/dist/index.js")')).toHaveLength(1)
  expect(reachesOutsideDoors(file, "fs.promises.writeFile = wholeWrites")).toHaveLength(1)
  expect(reachesOutsideDoors(file, 'Object.keys(root).find((key) => key.startsWith("__reactContainer$"))')).toHaveLength(1)
  expect(reachesOutsideDoors(file, 'store.dispatch({ type: "ENTRY_SUCCESS" })')).toHaveLength(1)
  expect(reachesOutsideDoors(file, "compilation.hash = stable")).toHaveLength(1)
  expect(reachesOutsideDoors(file, "sharp.prototype.avif = function avif(options) {}")).toHaveLength(1)
  expect(reachesOutsideDoors(file, 'sharp.prototype["avif"] = encode')).toHaveLength(1)
  expect(reachesOutsideDoors(sharpDoor, "sharp.prototype.avif = function avif(options) {}")).toEqual([])
  expect(reachesOutsideDoors(gatsbyDoor, "const { program } = store.getState()")).toEqual([])
  expect(
    reachesOutsideDoors(file, "// Gatsby's store (getState().program.directory)\n/** BUILD_STAGE */\nconst a = 1 // fs.promises.writeFile = x")
  ).toEqual([])
  expect(reachesOutsideDoors(file, 'const url = "https://example.org" // and getState() here')).toEqual([])
  expect(reachesOutsideDoors(file, 'if (fs.promises.writeFile === original) fetch("https://example.org")')).toEqual([])
})
