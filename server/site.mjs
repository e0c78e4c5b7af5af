// @ts-check
// The server `npm run serve` runs: the built site, and the local inbox when the build sends trip enquiries to it.
import path from "node:path"
import { forLocalInbox, serverFactsFile } from "../lib/built-site/server-facts.mjs"
import { buildServer } from "./app.mjs"
import { builtFile } from "./built-file.mjs"
import { inboxPlugin } from "./inbox.mjs"

/**
 * A build with EmailJS settings sends to EmailJS: an inbox beside it would be a file anyone can post to and no one
 * reads, so its send path is a 404 like any other unknown path. Asked at each request, of the build on disk: a rebuild
 * with or without EmailJS settings opens or closes the inbox without a restart. localInbox: the build's at start.
 * @param {{ root: string, inboxDir: string } & Omit<Parameters<typeof inboxPlugin>[0], "dir" | "open">} options
 */
export async function buildSiteServer({ root, inboxDir, ...inbox }) {
  const open = builtFile(path.join(root, serverFactsFile), forLocalInbox)
  const app = await buildServer({ root, plugins: [inboxPlugin({ dir: inboxDir, open, ...inbox })] })
  return { app, localInbox: open() }
}
