import type { GatsbyConfig } from "gatsby"
import path from "path"
import { contentTypeName } from "./src/lib/content-type-name"

const siteUrl = process.env.SITE_URL ?? "https://www.wildglensafaris.co.uk"

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  // Routes are served without a trailing slash, as the spec writes them (/about, /trip).
  trailingSlash: "never",
  // Types for every query are written on build too, so `tsc` after `gatsby build` checks them on a fresh clone.
  graphqlTypegen: { generateOnBuild: true },
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
