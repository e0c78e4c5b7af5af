// @ts-check
// What `npm start`'s server needs to know of the build it serves, in a file the build writes for it beside the pages:
// whether trip enquiries go to its local inbox. The server never serves the file (server/app.mjs, buildInternals).
import fs from "node:fs"
import path from "node:path"

/** The file's name in public/. */
export const serverFactsFile = "_server.json"

/** @typedef {{ tripEnquiries: "local inbox" | "EmailJS" }} ServerFacts */

/** The file's text for a build. @param {{ localInbox: boolean }} build @returns {string} */
export const serverFactsText = ({ localInbox }) =>
  `${JSON.stringify(/** @type {ServerFacts} */ ({ tripEnquiries: localInbox ? "local inbox" : "EmailJS" }))}\n`

/**
 * Whether the build in `root` sends trip enquiries to the local inbox. A build without the file, or with one this code
 * cannot read, takes none: an inbox beside a site that sends elsewhere would be a file anyone can post to and no one reads.
 * @param {string} root the built site's folder (public/)
 */
export function builtForLocalInbox(root) {
  try {
    const facts = JSON.parse(fs.readFileSync(path.join(root, serverFactsFile), "utf8"))
    return facts?.tripEnquiries === "local inbox"
  } catch {
    return false
  }
}
