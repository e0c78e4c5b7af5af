import path from "node:path"

/** What Gatsby gives a plugin's onPostBuild for a built site's public/ folder; the reporter's panic and info are watched. */
export function postBuildArgs(publicDir: string, siteUrl = "https://example.org") {
  const panic = jest.fn()
  const info = jest.fn()
  const store = { getState: () => ({ program: { directory: path.dirname(publicDir) }, config: { siteMetadata: { siteUrl } } }) }
  return { args: { store, reporter: { panic, info } }, panic, info }
}
