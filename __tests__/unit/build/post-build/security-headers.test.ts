import {
  contentSecurityPolicy,
  headerRules,
  headersForPath,
  matches,
  parseHeadersFile,
  toHeadersFile,
} from "../../../../build/post-build/security-headers.mjs"

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

  it("writes a _headers file that reads back to the same rules, with no two cache rules on one path", () => {
    const rules = headerRules({ scriptHashes: ["sha256-abc="] })
    expect(parseHeadersFile(toHeadersFile(rules))).toEqual(rules)
    // Static hosts merge every matching rule, so two Cache-Control rules on one path would conflict.
    for (const path of ["/app-1.js", "/static/a.jpg", "/page-data/x.json", "/about", "/styles.css"]) {
      const cacheRules = rules.filter((rule) => matches(rule.source, path) && rule.headers.some((header) => header.key === "Cache-Control"))
      expect(cacheRules.length).toBeLessThanOrEqual(1)
    }
  })
})
