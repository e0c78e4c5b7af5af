import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  headerRules,
  headersForPath,
  matches,
  parseHeadersFile,
  toHeadersFile,
} from "../../../lib/host-rules/security-headers.mjs"

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values]
    })
  )

describe("security headers", () => {
  it("allows scripts only from the site and by hash, never 'unsafe-inline'", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["sha256-abc="], connectOrigin: "https://api.emailjs.com" }))
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-abc='"])
    expect(policy["default-src"]).toEqual(["'self'"])
    expect(policy["connect-src"]).toEqual(["'self'", "https://api.emailjs.com"])
    expect(policy["object-src"]).toEqual(["'none'"])
    expect(policy["frame-ancestors"]).toEqual(["'none'"])
    expect(policy["base-uri"]).toEqual(["'self'"])
    expect(policy["form-action"]).toEqual(["'self'"])
    for (const name of ["img-src", "media-src", "font-src"]) expect(policy[name]).toContain("'self'")
  })

  it("uses only directives every engine recognises, so no browser logs a CSP error on every page", () => {
    // WebKitGTK (the WebKit of Linux browsers) reports "Unrecognized Content-Security-Policy directive
    // 'manifest-src'" on each page; default-src 'self' covers the manifest the same way.
    const everyEngine = [
      "default-src",
      "script-src",
      "style-src",
      "img-src",
      "media-src",
      "font-src",
      "connect-src",
      "object-src",
      "base-uri",
      "form-action",
      "frame-ancestors",
    ]
    const names = Object.keys(directives(contentSecurityPolicy({ scriptHashes: ["sha256-abc="] })))
    expect(names.filter((name) => !everyEngine.includes(name))).toEqual([])
  })

  it("keeps connect-src to the site alone when enquiries go to the local inbox", () => {
    expect(directives(contentSecurityPolicy({ scriptHashes: [], connectOrigin: "'self'" }))["connect-src"]).toEqual(["'self'"])
  })

  it("caches hashed assets for a year and makes HTML and page data revalidate", () => {
    const rules = headerRules({ scriptHashes: [] })
    expect(headersForPath(rules, "/app-1234abcd.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable")
    expect(headersForPath(rules, "/static/5f2/photo.avif")["Cache-Control"]).toBe("public, max-age=31536000, immutable")
    expect(headersForPath(rules, "/about")["Cache-Control"]).toBe("public, max-age=0, must-revalidate")
    expect(headersForPath(rules, "/page-data/about/page-data.json")["Cache-Control"]).toBe("public, max-age=0, must-revalidate")
    expect(headersForPath(rules, "/about")["X-Content-Type-Options"]).toBe("nosniff")
  })

  it("serves the group departures' calendars as calendars in UTF-8, every one and each safari's, and nothing else so", () => {
    const rules = headerRules({ scriptHashes: [] })
    for (const path of ["/departures.ics", "/safaris/111/departures.ics", "/safaris/a-new-safari/departures.ics"]) {
      expect(headersForPath(rules, path)["Content-Type"]).toBe("text/calendar; charset=utf-8")
    }
    for (const path of ["/departures", "/safaris/111", "/safaris/departures.ics", "/safaris/111/2/departures.ics", "/other/111/departures.ics"]) {
      expect(headersForPath(rules, path)["Content-Type"]).toBeUndefined()
    }
  })

  it("writes a _headers file that reads back to the same rules, with no two cache rules on one path", () => {
    const rules = headerRules({ scriptHashes: ["sha256-abc="] })
    expect(parseHeadersFile(toHeadersFile(rules))).toEqual(rules)
    // Static hosts merge every matching rule, so two Cache-Control rules on one path would conflict.
    for (const path of ["/app-1.js", "/static/a.jpg", "/page-data/x.json", "/about", "/styles.css"]) {
      const cacheRules = rules.filter((rule) => matches(rule.source, path) && rule.headers.some((header) => header.key === "Cache-Control"))
      expect(cacheRules.length).toBeLessThanOrEqual(1)
    }
  })

  describe("the editing screen (/admin/)", () => {
    const github = {
      connectOrigins: ["https://api.github.com", "https://www.githubstatus.com"],
      imageOrigins: ["https://avatars.githubusercontent.com"],
    }
    const rules = headerRules({ scriptHashes: ["sha256-abc="], admin: github })

    it("has its own CSP, allowing only what Decap CMS and its backend need", () => {
      for (const path of ["/admin", "/admin/", "/admin/config.yml"]) {
        const policy = directives(headersForPath(rules, path)["Content-Security-Policy"])
        expect(policy["script-src"]).toEqual(["'self'", "'unsafe-eval'"])
        expect(policy["connect-src"]).toEqual(["'self'", "blob:", "https://api.github.com", "https://www.githubstatus.com"])
        expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"])
        expect(policy["object-src"]).toEqual(["'none'"])
        expect(policy["frame-ancestors"]).toEqual(["'none'"])
      }
    })

    it("is kept out of search engines and lets its sign-in window reach it", () => {
      expect(headersForPath(rules, "/admin/")).toMatchObject({ "X-Robots-Tag": "noindex", "Cross-Origin-Opener-Policy": "same-origin-allow-popups" })
    })

    it("changes nothing for the public pages: no eval, no backend, their own opener policy", () => {
      for (const path of ["/", "/faqs", "/administration", "/app-1.js"]) {
        const headers = headersForPath(rules, path)
        expect(headers["Content-Security-Policy"]).toBe(contentSecurityPolicy({ scriptHashes: ["sha256-abc="] }))
        expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin")
        expect(headers["X-Robots-Tag"]).toBeUndefined()
      }
    })

    it("never lets a production build's editing screen reach the local backend", () => {
      expect(adminContentSecurityPolicy(github)).not.toMatch(/localhost|127\.0\.0\.1/)
      expect(adminContentSecurityPolicy({})).not.toMatch(/localhost|127\.0\.0\.1/)
      // Under gatsby develop (plugins/cms/lib/gatsby-hooks.ts), decap-server's port alone.
      expect(directives(adminHeaders({ connectOrigins: ["http://localhost:8081"] })["Content-Security-Policy"])["connect-src"]).toEqual([
        "'self'",
        "blob:",
        "http://localhost:8081",
      ])
    })

    it("writes a _headers file that detaches the site's CSP and opener policy before setting the editing screen's", () => {
      const file = toHeadersFile(rules)
      const block = file.split("\n\n").find((rule) => rule.startsWith("/admin/*\n"))!
      expect(block.split("\n").slice(0, 3)).toEqual(["/admin/*", "  ! Content-Security-Policy", "  ! Cross-Origin-Opener-Policy"])
      expect(parseHeadersFile(file)).toEqual(rules)
    })

    it("leaves the CSP out of Gatsby's headers setting, as the site's, when no build has given its hashes", () => {
      expect(headersForPath(headerRules(), "/admin/")["Content-Security-Policy"]).toBeUndefined()
      expect(headersForPath(headerRules(), "/admin/")["X-Robots-Tag"]).toBe("noindex")
    })
  })
})
