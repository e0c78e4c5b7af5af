// @ts-check
// The redirects of the build (Gatsby's createRedirect: a safari page's other addresses, and /safaris/* for a safari
// since removed) as the static host's _redirects file, one "from to status" line each, which `npm start`
// (server/app.mjs) answers the same way. A path with * is a last resort: listed after the exact paths (a host takes the
// first line that matches), and answered only where no page is.

/** @typedef {{ fromPath: string, toPath: string, isPermanent?: boolean }} Redirect */

/** @param {ReadonlyArray<Redirect>} redirects */
export function toRedirectsFile(redirects) {
  const last = (/** @type {Redirect} */ redirect) => (isWildcard(redirect.fromPath) ? 1 : 0)
  return [...redirects]
    .sort((a, b) => last(a) - last(b))
    .map(({ fromPath, toPath, isPermanent }) => `${fromPath} ${toPath} ${isPermanent ? 301 : 302}\n`)
    .join("")
}

/**
 * The redirects of a _redirects file by the path they answer; lines that are not "from to [status]" are skipped.
 * @param {string} text
 * @returns {Map<string, { to: string, status: number }>}
 */
export function parseRedirectsFile(text) {
  const redirects = new Map()
  for (const line of text.split("\n")) {
    const [from, to, status = "301", ...rest] = line.trim().split(/\s+/)
    if (!from || !to || from.startsWith("#") || rest.length > 0 || !/^30[1278]$/.test(status)) continue
    redirects.set(from, { to, status: Number(status) })
  }
  return redirects
}

/** @param {string} fromPath */
export const isWildcard = (fromPath) => fromPath.endsWith("/*")

/**
 * The redirect a path answers to, if any: its own line, else the wildcard line of the folder it is in (/safaris/*).
 * @param {Map<string, { to: string, status: number }>} redirects
 * @param {string} pathname without a trailing slash
 * @param {{ wildcards: boolean }} options wildcards: whether to try the wildcard lines (only where no page is)
 */
export function redirectFor(redirects, pathname, { wildcards }) {
  const exact = redirects.get(pathname)
  if (exact || !wildcards) return exact
  for (const [from, redirect] of redirects) {
    if (isWildcard(from) && pathname.startsWith(from.slice(0, -1)) && pathname.length > from.length - 1) return redirect
  }
  return undefined
}
