// @ts-check
// The one declaration of the site's HTTP headers. The local server (npm start), Gatsby's `headers` config
// and the static-host `_headers` file written after each build all come from here.
import { emailjsSettingsFromEnv, sendsToLocalInbox } from "../../src/enquiry/destination.mjs"

/**
 * The EmailJS API origin the enquiry form talks to (the SDK's default unless GATSBY_EMAILJS_ORIGIN is set).
 * @param {import("../../src/enquiry/destination.mjs").RawEmailjsSettings} settings the build's (.env files included)
 */
export function emailOrigin(settings = emailjsSettingsFromEnv(process.env)) {
  const configured = (settings.origin ?? "").trim()
  if (configured) return new URL(configured).origin
  return sendsToLocalInbox(settings) ? "'self'" : "https://api.emailjs.com"
}

/** Security headers that do not depend on the build. */
export const staticSecurityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
}

/**
 * The Content-Security-Policy. Gatsby writes a few inline scripts into each page; they are allowed by
 * their SHA-256 hashes, computed from the built HTML, so 'unsafe-inline' is never needed for scripts.
 * @param {{ scriptHashes: string[], connectOrigin?: string }} options
 */
export function contentSecurityPolicy({ scriptHashes, connectOrigin = emailOrigin() }) {
  const connect = connectOrigin === "'self'" ? "'self'" : `'self' ${connectOrigin}`
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(" ")}`.trim(),
    // Gatsby inlines the page CSS and gatsby-plugin-image sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src ${connect}`,
    // No manifest-src: default-src covers the manifest, and WebKitGTK logs an error for that directive on every page.
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/**
 * The editing screen's own policy (/admin/, Decap CMS): only what the CMS needs beyond the site's. Scripts from the
 * site alone, but with eval, which Decap uses to compile its configuration's JSON Schema (ajv); inline styles (its
 * emotion styles); photographs as blob: and data: URLs, and blob: fetches, for an upload before it is saved; and the
 * backend's API (GitHub's, or decap-server's on localhost under `gatsby develop` only).
 * @param {{ connectOrigins?: ReadonlyArray<string>, imageOrigins?: ReadonlyArray<string> }} [options]
 */
export function adminContentSecurityPolicy({ connectOrigins = [], imageOrigins = [] } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(" "),
    "media-src 'self' blob:",
    "font-src 'self'",
    ["connect-src 'self' blob:", ...connectOrigins].join(" "),
    // The preview pane is a frame written by the page itself (srcdoc); nothing else may be framed.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/**
 * What the editing screen's responses get besides the site-wide headers. Its sign-in window (GitHub's, through the
 * OAuth server) hands the token back to this page: the opener must stay reachable from that popup.
 * @param {{ connectOrigins?: ReadonlyArray<string>, imageOrigins?: ReadonlyArray<string> } | undefined} [origins] without them the CSP is left out
 */
export function adminHeaders(origins) {
  /** @type {Record<string, string>} */
  const headers = {}
  if (origins) headers["Content-Security-Policy"] = adminContentSecurityPolicy(origins)
  headers["Cross-Origin-Opener-Policy"] = "same-origin-allow-popups"
  headers["X-Robots-Tag"] = "noindex"
  return headers
}

/** The editing screen's paths: its page (with or without the slash) and its files. */
export const adminPaths = ["/admin", "/admin/*"]

const immutable = "public, max-age=31536000, immutable"
/** HTML and anything without a rule: always revalidated, so a deploy shows at once. */
export const defaultCacheControl = "public, max-age=0, must-revalidate"

// No two cache rules match one path, because static hosts merge the headers of every matching rule.
export const cacheRules = [
  { source: "/static/*", value: immutable }, // content-hashed images and files
  { source: "/*.js", value: immutable }, // webpack chunks carry a content hash in their names
  { source: "/*.css", value: immutable },
  { source: "/page-data/*", value: defaultCacheControl },
]

/**
 * Files whose type a host would guess without their character set, or not at all: the group departures' calendars
 * (plugins/departure-calendars), every one and each safari's, whose text has the safaris' names and pound signs; and
 * the sightings journal's feed (plugins/journal-feed), which feed readers recognise by its type.
 */
export const contentTypeRules = [
  { source: "/departures.ics", value: "text/calendar; charset=utf-8" },
  { source: "/safaris/*/departures.ics", value: "text/calendar; charset=utf-8" },
  { source: "/journal/feed.xml", value: "application/atom+xml; charset=utf-8" },
]

/** Whether a `_headers` pattern ("/*", "/dir/*", "/*.ext" for top-level files, "/dir/" + "*" + "/file" for a file in
 * each folder of one, or a path) covers a path.
 * @param {string} pattern @param {string} path */
export function matches(pattern, path) {
  if (pattern === "/*") return true
  const inFolders = pattern.indexOf("/*/")
  if (inFolders > 0) {
    const [before, after] = [pattern.slice(0, inFolders + 1), pattern.slice(inFolders + 2)]
    return path.startsWith(before) && path.endsWith(after) && /^[^/]+$/.test(path.slice(before.length, path.length - after.length))
  }
  if (pattern.startsWith("/*.")) return path.endsWith(pattern.slice(2)) && !path.slice(1).includes("/")
  if (pattern.endsWith("/*")) return path.startsWith(pattern.slice(0, -1))
  return pattern === path
}

/**
 * Every header rule, in Gatsby's `headers` config shape ({ source, headers: [{ key, value }] }). The editing
 * screen's rules come last: they replace the site's CSP and opener policy there (see toHeadersFile).
 * @param {{ scriptHashes?: string[], connectOrigin?: string, admin?: { connectOrigins?: ReadonlyArray<string>, imageOrigins?: ReadonlyArray<string> } }} [options]
 *   without hashes the CSPs are left out (the site's needs the build); admin: the origins of the CMS's backend
 */
export function headerRules({ scriptHashes, connectOrigin, admin = {} } = {}) {
  /** @type {Record<string, string>} */
  const security = { ...staticSecurityHeaders }
  if (scriptHashes) security["Content-Security-Policy"] = contentSecurityPolicy({ scriptHashes, connectOrigin })
  const adminOwn = Object.entries(adminHeaders(scriptHashes ? admin : undefined)).map(([key, value]) => ({ key, value }))
  return [
    { source: "/*", headers: Object.entries(security).map(([key, value]) => ({ key, value })) },
    ...cacheRules.map((rule) => ({ source: rule.source, headers: [{ key: "Cache-Control", value: rule.value }] })),
    ...contentTypeRules.map((rule) => ({ source: rule.source, headers: [{ key: "Content-Type", value: rule.value }] })),
    ...adminPaths.map((source) => ({ source, headers: adminOwn })),
  ]
}

/** Whether every path `narrow` matches, `broad` matches too. @param {string} broad @param {string} narrow */
const covers = (broad, narrow) => broad === "/*" || (broad.endsWith("/*") && narrow.startsWith(broad.slice(0, -1)))

/**
 * The headers for one request path: those of every matching rule, as a static host applies them.
 * @param {ReturnType<typeof headerRules>} rules @param {string} path
 */
export function headersForPath(rules, path) {
  /** @type {Record<string, string>} */
  const result = { "Cache-Control": defaultCacheControl }
  for (const rule of rules) {
    if (!matches(rule.source, path)) continue
    for (const header of rule.headers) result[header.key] = header.value
  }
  return result
}

/**
 * The `_headers` file read by Netlify and Cloudflare Pages. Where a later rule sets a header an earlier, broader rule
 * sets too (the editing screen's CSP), it first detaches the earlier value (`! Name`): Cloudflare Pages would
 * otherwise join both values and a browser enforce both policies. Netlify skips that line and applies the later value.
 * @param {ReturnType<typeof headerRules>} rules
 */
export function toHeadersFile(rules) {
  return rules
    .map((rule, index) => {
      const earlier = rules.slice(0, index).filter((other) => covers(other.source, rule.source))
      const replaced = rule.headers.filter((header) => earlier.some((other) => other.headers.some((set) => set.key === header.key)))
      return [
        rule.source,
        ...replaced.map((header) => `  ! ${header.key}`),
        ...rule.headers.map((header) => `  ${header.key}: ${header.value}`),
      ].join("\n")
    })
    .join("\n\n")
    .concat("\n")
}

/**
 * Reads a `_headers` file back into rules (the local server serves exactly what a static host would). A detach
 * line (`! Name`) is left out: in headersForPath a later rule's value replaces an earlier one's anyway.
 * @param {string} text
 */
export function parseHeadersFile(text) {
  /** @type {ReturnType<typeof headerRules>} */
  const rules = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ source: line.trim(), headers: [] })
      continue
    }
    const separator = line.indexOf(":")
    const current = rules[rules.length - 1]
    if (separator > 0 && current) {
      current.headers.push({ key: line.slice(0, separator).trim(), value: line.slice(separator + 1).trim() })
    }
  }
  return rules
}
