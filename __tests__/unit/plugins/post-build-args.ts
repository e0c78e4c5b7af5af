import path from "node:path"

/**
 * What Gatsby gives a plugin's onPostBuild for a built site's public/ folder; the reporter's panic and info are
 * watched. Gatsby's cache folder is the plugin's own, in the project's .cache/, as Gatsby's is.
 */
export function postBuildArgs(publicDir: string, siteUrl = "https://example.org", plugin = "plugin") {
  const panic = jest.fn()
  const info = jest.fn()
  const store = { getState: () => ({ program: { directory: path.dirname(publicDir) }, config: { siteMetadata: { siteUrl } }, redirects: [] }) }
  const cache = { directory: path.join(path.dirname(publicDir), ".cache", "caches", plugin) }
  return { args: { store, reporter: { panic, info }, cache }, panic, info }
}
