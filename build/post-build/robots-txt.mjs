// @ts-check
// robots.txt, written by onPostBuild from the same siteUrl as the canonical links and the sitemap, so a
// build for another address (SITE_URL) never points crawlers at the old one.

/** @param {string} siteUrl the site's origin, as in gatsby-config's siteMetadata.siteUrl */
export function robotsTxt(siteUrl) {
  const origin = new URL(siteUrl).origin
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/sitemap-index.xml`, ""].join("\n")
}
