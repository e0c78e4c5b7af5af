import type { GatsbyConfig } from "gatsby"
import path from "path"
import { contentTypeName } from "./plugins/content-model/type-name"
import { headerRules } from "./lib/host-rules/security-headers.mjs"
import { patchesOff, patchesOffNotice, type PatchId } from "./plugins/switches.mjs"
import site from "./content/site.json"

const siteUrl = process.env.SITE_URL ?? "https://www.wildglensafaris.co.uk"

// The brand colours from src/styles/tokens.css (--colour-pine, --colour-cream), for the browser's own chrome.
const themeColour = "#1e3a2f"
const backgroundColour = "#f8f5ee"

// The patches to Gatsby's output that a build can leave out (plugins/switches.mjs), all on unless the ablation bench
// names some in GATSBY_PATCHES_OFF (read here only). A misspelt name stops the build; a build without some says so.
const off = patchesOff(process.env.GATSBY_PATCHES_OFF)
const notice = patchesOffNotice(off)
if (notice) console.warn(notice)
const on = (patch: PatchId) => !off.includes(patch)
/** A local plugin with the patch of the same name, or nothing when the build leaves that patch out. */
const patch = (name: PatchId) => (on(name) ? [name] : [])

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  // Routes are served without a trailing slash: the site's addresses are /about and /trip, never /about/.
  trailingSlash: "never",
  // Types for every query are written on build too, so `tsc` after `gatsby build` checks them on a fresh clone.
  graphqlTypegen: { generateOnBuild: true },
  // The security and cache headers, for Gatsby adapters. The CSP needs the build's inline-script hashes,
  // so it is added after the build, to public/_headers (the static-host plugin).
  headers: headerRules(),
  plugins: [
    // First: under gatsby develop, a photograph's size asked for after the photograph was deleted is answered "not
    // found" before gatsby-plugin-sharp's handler, which would stop the development server making it.
    "missing-photographs",
    {
      resolve: "gatsby-plugin-sharp",
      // AVIF first (smallest on phones), WebP next, the original format as the fallback.
      options: { defaults: { formats: ["auto", "webp", "avif"], placeholder: "dominantColor" } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // Hidden files are no content: the local backend's half-written saves (tools/local-backend.mjs), an OS's own files.
      options: { name: "content", path: path.resolve(__dirname, "content"), ignore: ["**/schemas/**", "**/.*"] },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: contentTypeName },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // Only pages a search engine should list: not the not-found page nor the enquiry's thank-you page, nor the
      // safari finder's page of each choice (/safaris/month/october), whose canonical address is /safaris.
      options: { excludes: ["/404", "/404.html", "/success", "/safaris/*/*"] },
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
    // The site's own plugins (plugins/<name>/, each with a README saying why it exists). Gatsby runs their build
    // hooks in this order, then the site's own gatsby-* files; their head components come in this order too.
    // Every AVIF photograph encoded at sharp's effort 3: a clean build's images three times faster than at its default.
    "image-encoding",
    // The build stops on a content file that breaks its schema; the content's GraphQL types come from the schemas.
    "content-model",
    // The editing screen at /admin/, configured from the same schemas.
    "cms",
    // A loud warning when trip enquiries would not reach the business's e-mail.
    "enquiry-settings",
    // The group departures as calendar files (.ics), written after the build, before the static host compresses them.
    "departure-calendars",
    // The sightings journal's feed (Atom), written after the build, before the static host compresses it.
    "journal-feed",
    // Warm-cache builds the same as clean ones, and pages rendered whole. First after the build: the compilation hash
    // is written into the pages before the inline scripts are moved or hashed.
    "reproducible-build",
    ...patch("page-styles"),
    // Before font-preloads: the early-clicks script leads the head, ahead of every button.
    {
      resolve: "hydration",
      options: { transition: on("hydrate-transition"), earlyClicks: on("early-clicks") },
    },
    ...patch("font-preloads"),
    ...patch("after-paint"),
    // Last: the headers' CSP hashes every inline script the plugins above wrote, and every file is then compressed.
    "static-host",
  ],
}

export default config
