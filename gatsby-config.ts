import type { GatsbyConfig } from "gatsby"
import path from "path"
import { contentTypeName } from "./plugins/content-model/lib/type-name"
import { headerRules } from "./plugins/static-host/security-headers.mjs"
import site from "./content/site.json"

const siteUrl = process.env.SITE_URL ?? "https://www.wildglensafaris.co.uk"

// The brand colours from src/styles/tokens.css (--colour-pine, --colour-cream), for the browser's own chrome.
const themeColour = "#1e3a2f"
const backgroundColour = "#f8f5ee"

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
    {
      resolve: "gatsby-plugin-sitemap",
      // Only pages a search engine should list: not the not-found page nor the enquiry's thank-you page.
      options: { excludes: ["/404", "/404.html", "/success"] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.name,
        description: site.tagline,
        lang: "en-GB",
        start_url: "/",
        display: "minimal-ui",
        theme_color: themeColour,
        background_color: backgroundColour,
        // The brand mark of src/components/logo.tsx on a pine tile; PNG icons and favicons are made from it.
        icon: "src/images/brand-mark.svg",
        // One apple-touch-icon (added in gatsby-ssr.tsx) instead of the plugin's six legacy links in every page.
        legacy: false,
      },
    },
  ],
}

export default config
