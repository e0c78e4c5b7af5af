// @ts-check
// Decap CMS's local backend (decap-server), as `npm run edit` and the editing screen's tests start it, with every file
// it saves written whole: first to a hidden file beside it, then moved into place in one step.
//
// Why: decap-server saves with fs.promises.writeFile (tools/decap-server-internals.mjs), which empties the file and
// then writes it. `gatsby develop` watches content/ and can read a file between the two; the file then had no content
// for Gatsby ("Missing content: content/safari-cards.json" on the page, or a new photograph that never showed), and it
// stayed so until the next save, because the watcher reports one change for both. A file moved into place is either
// the old file or the new one. The hidden file never reaches Gatsby: gatsby-config.ts leaves content/'s hidden files
// out.
//
// And each saved file is touched again a second and five seconds later. `gatsby develop` (5.16) holds a change it
// has read for half a second before applying it, and drops it if a page asks for its data in that time: an editor who
// saved and then opened the page saw the old text, on every reload, until the next save. A touch makes Gatsby read the
// file again; where the change did arrive, Gatsby finds the same content and does nothing. Remove the touches once
// Gatsby keeps the change (its develop state machine, node_modules/gatsby/dist/state-machines/develop/index.js,
// leaves `waiting` for `runningQueries` and stops the child machine that holds the batch; a race of the kind
// https://github.com/gatsbyjs/gatsby/pull/26848 fixed in 2020). Shown by the editing screen's test "a page opened
// right after a save shows it".
//
// Environment as decap-server's own (PORT, BIND_HOST, MODE, GIT_REPO_DIRECTORY, LOG_LEVEL).
import { startDecapServer } from "./decap-server-internals.mjs"
import { writeFileInTree } from "./whole-writes.mjs"

// decap-server saves into GIT_REPO_DIRECTORY, else the folder it runs in.
startDecapServer(writeFileInTree(process.env.GIT_REPO_DIRECTORY || process.cwd()))
