/** @jest-environment node */
import fs from "fs"
import path from "path"

// The folders depend one way (docs/architecture.md, "Layers"): each file imports only from its own layer or one
// below, a plugin reaches another plugin only through the files at the top of that plugin's folder, and nothing in
// src/ (what ships to the browser) imports from outside src/.
const projectRoot = path.resolve(__dirname, "../../..")

/** Bottom to top; a plugin's folder is a unit of its own, and two plugins of one layer do not import each other. */
const layers: ReadonlyArray<{ name: string; units: RegExp }> = [
  { name: "the site (src/)", units: /^(src)\// },
  { name: "shared build code (lib/)", units: /^(lib)\// },
  { name: "the content model", units: /^(plugins\/content-model)\/|^(plugins\/switches\.mjs)$/ },
  {
    name: "the editing screen, the enquiry settings and the page patches",
    units:
      /^(plugins\/(?:missing-photographs|image-encoding|cms|enquiry-settings|departure-calendars|journal-feed|reproducible-build|page-styles|hydration|font-preloads|after-paint))\//,
  },
  { name: "the static host", units: /^(plugins\/static-host)\// },
  {
    name: "the server, the tools, the bench and the site's Gatsby files",
    units: /^(server|tools|bench)\/|^(gatsby-(?:config|node|browser|ssr)\.tsx?)$/,
  },
]

const sourceRoots = ["src", "lib", "plugins", "server", "tools", "bench"]
const rootFiles = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"]
const codeFile = /\.(?:[cm]?js|tsx?)$/
const lifecycleFile = /^gatsby-(?:node|ssr|browser)\.[jt]sx?$/

function sourceFiles(dir: string): string[] {
  const full = path.join(projectRoot, dir)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return codeFile.test(dir) ? [dir] : []
  return fs.readdirSync(full).flatMap((name) => (name === "node_modules" ? [] : sourceFiles(path.posix.join(dir, name))))
}

/** The relative specifiers of a file: static and dynamic imports, re-exports, require() and JSDoc import() types. */
function relativeImports(text: string): string[] {
  const patterns = [/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g, /\b(?:import|require)\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g]
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]))
}

/** The project-relative file a specifier names (extension and index file as TypeScript and Node resolve them). */
function resolve(from: string, specifier: string): string {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
  const candidates = [
    base,
    ...[".ts", ".tsx", ".mjs", ".js"].map((ext) => base + ext),
    ...["ts", "tsx", "mjs", "js"].map((ext) => `${base}/index.${ext}`),
  ]
  return (
    candidates.find((candidate) => fs.existsSync(path.join(projectRoot, candidate)) && fs.statSync(path.join(projectRoot, candidate)).isFile()) ??
    base
  )
}

/** The layer and the unit (a plugin's folder, src, lib, server, ...) of a project file, or undefined outside them. */
function placeOf(file: string): { layer: number; unit: string } | undefined {
  for (const [layer, { units }] of layers.entries()) {
    const match = units.exec(file)
    if (match) return { layer, unit: match.slice(1).find(Boolean) ?? file }
  }
  return undefined
}

/** What is wrong with one import, or null. */
function wrongImport(file: string, target: string): string | null {
  const from = placeOf(file)
  const to = placeOf(target)
  if (!from || !to || from.unit === to.unit) return null
  if (to.layer > from.layer) return `imports upward, from ${layers[from.layer].name} into ${layers[to.layer].name}`
  const plugin = /^plugins\/[^/]+$/.test(to.unit) && !to.unit.endsWith(".mjs")
  if (plugin && to.layer === from.layer && from.layer > 0) return `imports sideways, between two plugins of one layer`
  if (plugin) {
    const inside = target.slice(to.unit.length + 1)
    if (inside.includes("/")) return `reaches inside ${to.unit}: import from a file at the top of its folder`
    if (lifecycleFile.test(inside)) return `imports ${to.unit}'s Gatsby hooks: import from the file that defines what it needs`
  }
  return null
}

function allWrongImports(): string[] {
  return [...sourceRoots, ...rootFiles]
    .flatMap(sourceFiles)
    .flatMap((file) =>
      relativeImports(fs.readFileSync(path.join(projectRoot, file), "utf8")).map((specifier) => {
        const target = resolve(file, specifier)
        const wrong = wrongImport(file, target)
        return wrong ? `${file} -> ${specifier}: ${wrong}` : null
      })
    )
    .filter((line): line is string => line !== null)
}

test("every import follows the layers, and reaches a plugin only through the files at the top of its folder", () => {
  expect(allWrongImports()).toEqual([])
})

test("every source file is in a layer", () => {
  const outside = [...sourceRoots, ...rootFiles].flatMap(sourceFiles).filter((file) => !placeOf(file))
  expect(outside).toEqual([])
})

test("the rule catches an import going the wrong way", () => {
  expect(wrongImport("src/components/footer.tsx", "plugins/cms/backend.ts")).toMatch(/upward/)
  expect(wrongImport("plugins/content-model/lib/editor-words.ts", "plugins/cms/lib/fields.ts")).toMatch(/upward/)
  expect(wrongImport("lib/built-site/post-build-step.ts", "plugins/static-host/precompress.mjs")).toMatch(/upward/)
  expect(wrongImport("plugins/cms/lib/preview-styles.ts", "plugins/font-preloads/font-preloads.tsx")).toMatch(/sideways/)
  expect(wrongImport("plugins/static-host/gatsby-node.ts", "plugins/cms/lib/config.ts")).toMatch(/reaches inside/)
  expect(wrongImport("server/app.mjs", "plugins/static-host/gatsby-node.ts")).toMatch(/Gatsby hooks/)
  expect(wrongImport("plugins/static-host/gatsby-node.ts", "plugins/cms/backend.ts")).toBeNull()
  expect(wrongImport("plugins/cms/lib/fields.ts", "plugins/content-model/index.ts")).toBeNull()
  expect(
    relativeImports(`import a from "./a"\nexport { b } from "../b.mjs"\nconst c = await import("./c")\n/** @type {import("../d").D} */`)
  ).toEqual(["./a", "../b.mjs", "./c", "../d"])
})

/** The project files a file loads when it runs: its relative imports, comments (JSDoc types among them) left out. */
function loadedBy(file: string): string[] {
  const code = fs
    .readFileSync(path.join(projectRoot, file), "utf8")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
  return relativeImports(code).map((specifier) => resolve(file, specifier))
}

// The two module formats: TypeScript wherever Gatsby, Jest or webpack compiles the file; JavaScript (.mjs, typed by
// JSDoc and // @ts-check) only where plain Node loads it: the server, the tools, the bench, and what those import.
test("a module is .mjs only when plain Node loads it (from server/, tools/ or bench/), and plain Node never loads TypeScript", () => {
  const files = [...sourceRoots, ...rootFiles].flatMap(sourceFiles)
  const plainNode = new Set<string>()
  const queue = files.filter((file) => /^(server|tools|bench)\/.*\.mjs$/.test(file))
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (plainNode.has(file)) continue
    plainNode.add(file)
    queue.push(...loadedBy(file).filter((target) => target.endsWith(".mjs")))
  }
  expect(files.filter((file) => file.endsWith(".mjs") && !plainNode.has(file))).toEqual([])
  const typescript = [...plainNode].flatMap((file) =>
    loadedBy(file)
      .filter((target) => /\.tsx?$/.test(target))
      .map((target) => `${file} -> ${target}`)
  )
  expect(typescript).toEqual([])
})
