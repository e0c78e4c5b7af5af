/** @jest-environment node */
import { robotsTxt } from "../../../../plugins/static-host/robots-txt"

const sitemapOf = (text: string) => /^Sitemap:\s*(\S+)$/m.exec(text)?.[1]

describe("robots.txt", () => {
  it("lets every crawler in and points at the sitemap on the address the site is built for", () => {
    const text = robotsTxt("https://staging.wildglensafaris.co.uk")
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
    expect(sitemapOf(text)).toBe("https://staging.wildglensafaris.co.uk/sitemap-index.xml")
  })

  it("gives one well-formed sitemap URL however the site address is written", () => {
    for (const siteUrl of ["https://www.wildglensafaris.co.uk/", "https://www.wildglensafaris.co.uk"]) {
      expect(sitemapOf(robotsTxt(siteUrl))).toBe("https://www.wildglensafaris.co.uk/sitemap-index.xml")
    }
  })

  it("keeps crawlers out of the editing screen", () => {
    expect(robotsTxt("https://www.wildglensafaris.co.uk")).toMatch(/^Disallow: \/admin\/$/m)
  })
})
