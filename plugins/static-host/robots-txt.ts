// robots.txt, written by onPostBuild from the same siteUrl as the canonical links and the sitemap, so a
// build for another address (SITE_URL) never points crawlers at the old one.

// The editing screen (/admin/) is not for search engines: disallowed here, and noindex in its page and headers.

/** The file for the site at `siteUrl`, its origin as in gatsby-config's siteMetadata.siteUrl. */
export function robotsTxt(siteUrl: string): string {
  const origin = new URL(siteUrl).origin
  return ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${origin}/sitemap-index.xml`, ""].join("\n")
}
