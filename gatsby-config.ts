import type { GatsbyConfig } from "gatsby"
import path from "path"
import { contentTypeName } from "./src/lib/content-type-name"
import { headerRules } from "./src/server/security-headers.mjs"

const siteUrl = process.env.SITE_URL ?? "https://www.wildglensafaris.co.uk"

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  // Routes are served without a trailing slash, as the spec writes them (/about, /trip).
  trailingSlash: "never",
  // Types for every query are written on build too, so `tsc` after `gatsby build` checks them on a fresh clone.
  graphqlTypegen: { generateOnBuild: true },
  // The security and cache headers, for Gatsby adapters. The CSP needs the build's inline-script hashes,
  // so it is added after the build, to public/_headers (see onPostBuild in gatsby-node.ts).
  headers: headerRules(),
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // AVIF first (smallest on phones), WebP next, the original format as the fallback.
      options: { defaults: { formats: ["auto", "webp", "avif"], placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.resolve(__dirname, "content"), ignore: ["**/schemas/**"] },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: contentTypeName },
    },
  ],
}

export default config
