// @ts-check
// The redirects of the build (Gatsby's createRedirect: a safari page's other addresses) as the static host's
// _redirects file, one "from to status" line each, which `npm start` (server/app.mjs) answers the same way.

/** @typedef {{ fromPath: string, toPath: string, isPermanent?: boolean }} Redirect */

/** @param {ReadonlyArray<Redirect>} redirects */
export function toRedirectsFile(redirects) {
  return redirects.map(({ fromPath, toPath, isPermanent }) => `${fromPath} ${toPath} ${isPermanent ? 301 : 302}\n`).join("")
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
