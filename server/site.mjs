// @ts-check
// The server `npm run serve` runs: the built site, and the local inbox when the build sends trip enquiries to it.
import { builtForLocalInbox } from "../lib/built-site/server-facts.mjs"
import { buildServer } from "./app.mjs"
import { inboxPlugin } from "./inbox.mjs"

/**
 * A build with EmailJS settings sends to EmailJS: an inbox beside it would be a file anyone can post to and no one
 * reads, so its send path is a 404 like any other unknown path.
 * @param {{ root: string, inboxDir: string } & Omit<Parameters<typeof inboxPlugin>[0], "dir">} options
 */
export async function buildSiteServer({ root, inboxDir, ...inbox }) {
  const localInbox = builtForLocalInbox(root)
  const app = await buildServer({ root, plugins: localInbox ? [inboxPlugin({ dir: inboxDir, ...inbox })] : [] })
  return { app, localInbox }
}
