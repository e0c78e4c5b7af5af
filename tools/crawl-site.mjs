// @ts-check
// Crawls the built site from "/" the way a visitor's browser would load it, and reports every internal
// link or asset that does not resolve and every new-tab link without rel="noopener".

/** @typedef {{ status: number, contentType: string, body: string }} Fetched */
/** @typedef {(path: string) => Promise<Fetched>} Get */

const attributePattern = /\s(href|src|poster|srcset|data-src|content)\s*=\s*("([^"]*)"|'([^']*)')/gi
const cssUrlPattern = /url\(\s*(['"]?)([^'")]+)\1\s*\)/gi
const anchorPattern = /<a\s[^>]*>/gi

/** @param {string} value */
const decode = (value) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;/gi, "/")
    .replace(/&quot;/g, '"')

/**
 * @param {string} html
 * @returns {string[]} every URL the page refers to (links, scripts, styles, images, srcset candidates, media, meta images)
 */
export function referencesInHtml(html) {
  const urls = []
  for (const match of html.matchAll(attributePattern)) {
    const name = match[1].toLowerCase()
    const value = decode(match[3] ?? match[4] ?? "")
    if (name === "srcset") {
      urls.push(
        ...value
          .split(",")
          .map((candidate) => candidate.trim().split(/\s+/)[0])
          .filter(Boolean)
      )
    } else if (name === "content") {
      if (/^(https?:)?\//.test(value)) urls.push(value)
    } else {
      urls.push(value)
    }
  }
  for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)) urls.push(...referencesInCss(match[1]))
  return urls
}

/** @param {string} css */
export function referencesInCss(css) {
  return [...css.matchAll(cssUrlPattern)].map((match) => match[2]).filter((url) => !url.startsWith("data:") && !url.startsWith("#"))
}

/** @param {string} html @returns {string[]} anchors that open a new tab without rel="noopener" */
export function unsafeNewTabLinks(html) {
  return [...html.matchAll(anchorPattern)]
    .map((match) => match[0])
    .filter((tag) => /target\s*=\s*["']?_blank/i.test(tag) && !/rel\s*=\s*["'][^"']*\bno(opener|referrer)\b/i.test(tag))
}

/**
 * @param {{ get: Get, siteUrl: string, starts?: string[] }} options pages to start from (pages no link leads to, too)
 * @returns {Promise<{ pages: number, assets: number, external: number, problems: string[] }>}
 */
export async function crawlSite({ get, siteUrl, starts = ["/"] }) {
  const origin = new URL(siteUrl).origin
  /** @type {Map<string, string>} path -> the page that first referred to it */
  const seen = new Map(starts.map((start) => [start, "(start)"]))
  const queue = [...starts]
  const problems = []
  const external = new Set()
  let pages = 0
  let assets = 0

  /** @param {string} raw @param {string} from */
  const enqueue = (raw, from) => {
    if (!raw || raw.startsWith("#") || /^(mailto|tel|data|javascript|blob):/i.test(raw)) return
    const url = new URL(raw, origin + from)
    if (url.origin !== origin && !(url.hostname === "localhost")) {
      if (/^https?:$/.test(url.protocol)) external.add(url.href)
      return
    }
    const path = decodeURI(url.pathname)
    if (!seen.has(path)) {
      seen.set(path, from)
      queue.push(path)
    }
  }

  while (queue.length > 0) {
    const path = /** @type {string} */ (queue.shift())
    const response = await get(path)
    if (response.status !== 200) {
      problems.push(`${path} answered ${response.status} (referred to by ${seen.get(path)})`)
      continue
    }
    if (response.contentType.includes("text/html")) {
      pages += 1
      for (const tag of unsafeNewTabLinks(response.body)) problems.push(`${path}: new-tab link without rel="noopener": ${tag}`)
      for (const url of referencesInHtml(response.body)) enqueue(url, path)
    } else {
      assets += 1
      if (response.contentType.includes("text/css")) for (const url of referencesInCss(response.body)) enqueue(url, path)
      if (path.endsWith(".webmanifest") || path.endsWith("manifest.json")) {
        for (const icon of JSON.parse(response.body).icons ?? []) enqueue(icon.src, path)
      }
    }
  }
  return { pages, assets, external: external.size, problems }
}
