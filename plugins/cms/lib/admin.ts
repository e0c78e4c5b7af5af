import crypto from "crypto"
import fs from "fs"
import path from "path"
import webpack from "webpack"
import { readJsonFile, SchemaSet, iconNames, pageNeeds } from "../../content-model/index"
import { cmsConfig, editingPlaces, type CmsConfigOptions } from "./config"
import type { EditingRules } from "../admin/editing-rules"
import { previewStylesheet } from "./preview-styles"
import { projectRequire } from "./project-require"
import { cssModulesOptions } from "../../../lib/gatsby-internals.mjs"
import { adminScriptsDir, keepLatestScripts } from "./script-cache"

export type WriteAdminOptions = Omit<CmsConfigOptions, "contentDir"> & {
  /** The project: content/, src/, plugins/ and node_modules/ in it. */
  readonly rootDir: string
  /** Where the site is built (public/); the editing screen goes to its admin/ folder. */
  readonly publicDir: string
}

// The files of the self-contained decap-cms bundle the page loads: the script, its chunks (found beside it),
// the WebAssembly of its image tools and the licences; not the source maps (far larger than the rest, and for Decap's
// own developers) nor the duplicate cms.js.
const DECAP_FILES = /^(decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/

/**
 * Writes the editing screen into public/admin/, for `gatsby build` and `gatsby develop` alike: the Decap CMS bundle
 * (self-hosted, in a folder named after its version, so a host may cache it for a year), the configuration generated
 * from content/schemas/, the admin's own script and the preview's stylesheet (named after their content), and the
 * page itself. Nothing of it is in any public page. Returns lines for the build log.
 */
export async function writeAdmin(options: WriteAdminOptions): Promise<string[]> {
  const { rootDir, publicDir } = options
  const contentDir = path.join(rootDir, "content")
  const srcDir = path.join(rootDir, "src")
  const adminDir = path.join(publicDir, "admin")
  fs.mkdirSync(adminDir, { recursive: true })
  const written = new Set<string>()
  const write = (name: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(adminDir, name)), { recursive: true })
    fs.writeFileSync(path.join(adminDir, name), content)
    written.add(name.split("/")[0])
  }

  const decap = copyDecap(rootDir, adminDir)
  written.add(decap.folder)

  const config = cmsConfig({ ...options, contentDir })
  write(
    "config.yml",
    `# Generated from content/schemas/ by plugins/cms/lib/config.ts on every build and develop start: do not edit.\n${JSON.stringify(config, null, 2)}\n`
  )

  const schemas = new SchemaSet(path.join(contentDir, "schemas"))
  const rules: EditingRules = {
    schemas: Object.fromEntries(schemas.names.map((name) => [name, schemas.file(name)])),
    iconNames,
    pages: pageNeeds,
    folder: path.basename(contentDir),
    places: editingPlaces(schemas),
  }
  write("content-rules.json", JSON.stringify(rules))

  const script = await bundleAdminScript(rootDir)
  write(script.name, script.script)
  if (script.licences) write(`${script.name}.LICENSE.txt`, script.licences)
  const styles = previewStylesheet(rootDir, script.componentStyles)
  const previewStyle = `preview-${hash(styles.css)}.css`
  write(previewStyle, styles.css)
  for (const font of styles.fonts) write(`fonts/${font.name}`, fs.readFileSync(font.from))
  // The site's brand mark, at the size the CMS's sign-in screen shows it (the file itself has no size).
  write("brand-mark.svg", fs.readFileSync(path.join(srcDir, "images", "brand-mark.svg"), "utf8").replace("<svg ", '<svg width="96" height="96" '))

  const site = readJsonFile(path.join(contentDir, "site.json"))
  const siteName = site.ok ? String((site.data as { name?: unknown }).name ?? "the site") : "the site"
  const page = fs
    .readFileSync(path.join(rootDir, "plugins", "cms", "admin", "index.html"), "utf8")
    .replaceAll("{{siteName}}", escapeHtml(siteName))
    .replaceAll("{{decapScript}}", `/admin/${decap.folder}/decap-cms.js`)
    .replaceAll("{{cmsScript}}", `/admin/${script.name}`)
    .replaceAll("{{previewStyle}}", `/admin/${previewStyle}`)
  write("index.html", page)

  // What an earlier build or develop start wrote and this one did not: older scripts, stylesheets and versions.
  for (const name of fs.readdirSync(adminDir)) {
    if (!written.has(name)) fs.rmSync(path.join(adminDir, name), { recursive: true, force: true })
  }
  return [
    `Wrote public/admin/: Decap CMS ${decap.version}, ${config.local_backend ? "saving through the local backend (decap-server)" : `saving to ${(config.backend as { name: string }).name}`}`,
  ]
}

function copyDecap(rootDir: string, adminDir: string): { version: string; folder: string } {
  const packageFile = projectRequire(rootDir).resolve("decap-cms/package.json")
  const { version } = JSON.parse(fs.readFileSync(packageFile, "utf8")) as { version: string }
  const folder = `decap-cms-${version}`
  const from = path.join(path.dirname(packageFile), "dist")
  const to = path.join(adminDir, folder)
  const files = fs.readdirSync(from).filter((name) => DECAP_FILES.test(name))
  if (!files.every((name) => fs.existsSync(path.join(to, name)))) {
    fs.mkdirSync(to, { recursive: true })
    for (const name of files) fs.copyFileSync(path.join(from, name), path.join(to, name))
  }
  return { version, folder }
}

type AdminScript = {
  /** The script's name, after what goes into it. */
  readonly name: string
  /** The script. */
  readonly script: Buffer
  /** The licence notices of the libraries in it, which the script's first line points to (webpack's minifier puts them there). */
  readonly licences: Buffer | undefined
  /** The stylesheets of the site's components it renders (their CSS Modules, as the site's build names their classes). */
  readonly componentStyles: string
}

// What the admin script is made from: its own folder, the content model (the checks, the fields' labels), the site's
// components the previews render, with their stylesheets, and the webpack configuration below (with lib/'s settings).
const ADMIN_SOURCES = ["plugins/cms/admin", "plugins/content-model", "plugins/cms/lib", "lib", "src"]
const ADMIN_TOOLS = [
  "ajv",
  "ajv-formats",
  "prettier",
  "react",
  "react-dom",
  "webpack",
  "css-loader",
  "mini-css-extract-plugin",
  "@babel/preset-react",
]

/**
 * Bundles plugins/cms/admin/cms.ts (previews drawn by the site's components, the build's checks of a content file with
 * ajv, Prettier's JSON layout) with webpack, into Gatsby's cache named after what goes into it, so that a build or
 * develop start with the same code reuses the script already made.
 */
async function bundleAdminScript(rootDir: string): Promise<AdminScript> {
  const sources = ADMIN_SOURCES.flatMap((dir) =>
    fs
      .readdirSync(path.join(rootDir, dir), { recursive: true, encoding: "utf8" })
      // Not declarations: src/gatsby-types.d.ts is written by the build after this, and would rename a clean build's script.
      .filter((name) => /\.(ts|tsx|mjs|css)$/.test(name) && !name.endsWith(".d.ts"))
      .sort()
      .map((name) => path.join(rootDir, dir, name))
  )
  const fromProject = projectRequire(rootDir).resolve
  const versions = ADMIN_TOOLS.map((name) => readJsonFile(fromProject(`${name}/package.json`)))
  const id = `cms-${hash([...sources.map((file) => fs.readFileSync(file, "utf8")), JSON.stringify(versions)].join("\0"))}`
  const outputDir = adminScriptsDir(rootDir)
  const made = (extension: string) => path.join(outputDir, `${id}.${extension}`)
  if (!fs.existsSync(made("js")) || !fs.existsSync(made("css"))) await runWebpack(rootDir, outputDir, id)
  keepLatestScripts(outputDir, id)
  const licences = fs.existsSync(made("js.LICENSE.txt")) ? fs.readFileSync(made("js.LICENSE.txt")) : undefined
  return { name: `${id}.js`, script: fs.readFileSync(made("js")), licences, componentStyles: fs.readFileSync(made("css"), "utf8") }
}

type CssExtractPlugin = { loader: string } & (new (options: { filename: string }) => webpack.WebpackPluginInstance)

async function runWebpack(rootDir: string, outputDir: string, id: string): Promise<void> {
  const entryFile = path.join(rootDir, "plugins", "cms", "admin", "cms.ts")
  const fromProject = projectRequire(rootDir).resolve
  // Gatsby's own copy (1.x, which ships no types): its loader, and its plugin that writes the stylesheet.
  const MiniCssExtractPlugin = projectRequire(rootDir)("mini-css-extract-plugin") as CssExtractPlugin
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    webpack(
      {
        mode: "production",
        // The site's build's root: CSS Modules' class names are made from each file's path relative to it.
        context: rootDir,
        entry: entryFile,
        output: { path: outputDir, filename: `${id}.js` },
        target: ["web", "es2020"],
        devtool: false,
        performance: { hints: false },
        resolve: {
          extensions: [".ts", ".tsx", ".js", ".json"],
          // The site's components import graphql and Link from Gatsby: the editing screen has what they need of them.
          alias: { gatsby$: path.join(rootDir, "plugins", "cms", "admin", "previews", "gatsby.tsx") },
        },
        module: {
          rules: [
            {
              test: /\.tsx?$/,
              exclude: /node_modules/,
              loader: fromProject("babel-loader"),
              options: {
                babelrc: false,
                configFile: false,
                presets: [fromProject("@babel/preset-typescript"), fromProject("@babel/preset-react")],
              },
            },
            {
              test: /\.module\.css$/,
              use: [
                // The class names as named exports, as css-loader makes them (Gatsby's settings for both loaders).
                { loader: MiniCssExtractPlugin.loader, options: { modules: { namedExport: true } } },
                {
                  loader: fromProject("css-loader"),
                  // Gatsby's own CSS Modules settings (lib/gatsby-internals.mjs), so the preview's class
                  // names are the site's: the admin test "the previews are drawn by the site's components" compares them.
                  options: { url: false, modules: cssModulesOptions },
                },
              ],
            },
          ],
        },
        plugins: [new MiniCssExtractPlugin({ filename: `${id}.css` })],
      },
      (error, result) => (error ? reject(error) : resolve(result))
    )
  )
  if (!stats || stats.hasErrors())
    throw new Error(`The editing screen's script (${path.relative(rootDir, entryFile)}) did not bundle:\n${stats?.toString("errors-only") ?? ""}`)
}

const hash = (content: string) => crypto.createHash("sha256").update(content).digest("hex").slice(0, 12)

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
