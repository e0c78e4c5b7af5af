// @ts-check
// The yardstick for first-load JavaScript: a bare Gatsby site with one page that renders one GatsbyImage
// and exports a Head, nothing else (and a second, SCORED_BARE_PATH, with a heading too, for Lighthouse). It is
// generated into a temporary folder, reuses this project's node_modules (same Gatsby, React and plugin versions)
// through a symlink, and is built with gatsby build (tools/gatsby-build.mjs).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { gatsbyBuild, linkNodeModules } from "../tools/gatsby-build.mjs"
import { headerRules, toHeadersFile } from "../lib/host-rules/security-headers.mjs"
import { inlineScriptHashes } from "../plugins/static-host/inline-script-hashes.mjs"
import { precompressDir } from "../plugins/static-host/precompress.mjs"

const bareDependencies = [
  "gatsby",
  "gatsby-plugin-image",
  "gatsby-plugin-sharp",
  "gatsby-source-filesystem",
  "gatsby-transformer-sharp",
  "react",
  "react-dom",
]

/**
 * A page that renders `body` (JSX using `data.file`, the photograph) and exports a Head.
 * @param {string} name its component and query name @param {string} body
 */
const page = (name, body) => `import * as React from "react"
import { graphql } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"

export default function ${name}({ data }) {
  return ${body}
}

export const Head = () => <title>Bare Gatsby page</title>

export const query = graphql\`
  query ${name} {
    file(relativePath: { eq: "photo.jpg" }) {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH)
      }
    }
  }
\`
`

/** @param {Record<string, string>} versions the project's own dependency ranges */
const files = (versions) => ({
  "package.json": JSON.stringify(
    {
      name: "bare-gatsby-page",
      private: true,
      version: "1.0.0",
      dependencies: Object.fromEntries(bareDependencies.map((name) => [name, versions[name]])),
    },
    null,
    2
  ),
  "gatsby-config.js": `module.exports = {
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: __dirname + "/images" } },
  ],
}
`,
  "src/pages/index.js": page("BarePage", '<GatsbyImage image={getImage(data.file)} alt="A loch below mountains" />'),
  // For Lighthouse: a page with no text has no first contentful paint (the photograph fades in), so no score.
  "src/pages/scored.js": page(
    "ScoredPage",
    '<main><h1>Bare Gatsby page</h1><GatsbyImage image={getImage(data.file)} alt="A loch below mountains" /></main>'
  ),
})

/** The bare page with a heading above the photograph, which Lighthouse can score. */
export const SCORED_BARE_PATH = "/scored/"

/**
 * Builds the bare site, with its headers file and compressed copies, and returns the folder of its built output.
 * @param {{ projectRoot: string, photo: string }} options photo: any JPEG for the GatsbyImage
 * @returns {Promise<{ publicDir: string, cleanUp: () => void }>}
 */
export async function buildBareGatsbySite({ projectRoot, photo }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bare-gatsby-"))
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8"))
  for (const [name, content] of Object.entries(files(dependencies))) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), content)
  }
  fs.mkdirSync(path.join(dir, "images"))
  fs.copyFileSync(photo, path.join(dir, "images/photo.jpg"))
  linkNodeModules(dir, projectRoot)
  gatsbyBuild(dir, { projectRoot })
  // What this site's onPostBuild adds that a server needs, so both are served alike: the headers, with a CSP
  // that allows the bare page's own inline scripts, and the Brotli and gzip copies.
  const publicDir = path.join(dir, "public")
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(headerRules({ scriptHashes: inlineScriptHashes(publicDir) })))
  await precompressDir(publicDir)
  return { publicDir, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
