// @ts-check
// gatsby-plugin-image writes the same inline <script type="module"> after every lazily loaded image (it moves
// data-src to src on every img[data-main-image] in the page). Module scripts run once the whole page has been
// parsed, so the first copy already does the work of all of them and the others find nothing left to do: they
// are dropped at the end of the build (a photograph page's HTML carried three to eleven copies, 600 bytes each).

const inlineModuleScript = /<script type="module">([\s\S]*?)<\/script>/g

/**
 * The page with only the first of each set of identical inline module scripts.
 * @param {string} html
 * @returns {string}
 */
export function dropRepeatedModuleScripts(html) {
  const seen = new Set()
  return html.replace(inlineModuleScript, (tag, body) => {
    if (seen.has(body)) return ""
    seen.add(body)
    return tag
  })
}
