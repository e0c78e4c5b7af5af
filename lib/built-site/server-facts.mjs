// @ts-check
// What `npm start`'s server needs to know of the build it serves, in a file the build writes for it beside the pages:
// whether trip enquiries go to its local inbox. The server never serves the file (server/app.mjs, buildInternals).

/** The file's name in public/. */
export const serverFactsFile = "_server.json"

/** @typedef {{ tripEnquiries: "local inbox" | "EmailJS" }} ServerFacts */

/** The file's text for a build. @param {{ localInbox: boolean }} build @returns {string} */
export const serverFactsText = ({ localInbox }) =>
  `${JSON.stringify(/** @type {ServerFacts} */ ({ tripEnquiries: localInbox ? "local inbox" : "EmailJS" }))}\n`

/**
 * Whether a build whose file reads `text` (null: no file) sends trip enquiries to the local inbox. A build without the
 * file, or with one this code cannot read, takes none: an inbox beside a site that sends elsewhere would be a file
 * anyone can post to and no one reads.
 * @param {string | null} text
 */
export function forLocalInbox(text) {
  try {
    return text !== null && JSON.parse(text)?.tripEnquiries === "local inbox"
  } catch {
    return false
  }
}
