// @ts-check
// What the editing screen's local backend relies on of decap-server that decap-server does not document, named once
// (docs/architecture.md, "What an upgrade can break"): it writes each file it saves with Node's fs.promises.writeFile,
// looked up at every save, so a function put in its place before decap-server loads decides how decap-server saves.
// decap-server has no option for how it writes, and runs its server as soon as its package's main module loads.
import fs from "node:fs"
import { createRequire } from "node:module"

/**
 * Starts decap-server in this process (its environment as its own: PORT, BIND_HOST, MODE, GIT_REPO_DIRECTORY,
 * LOG_LEVEL), saving through `writeFile`, which replaces fs.promises.writeFile for the whole process.
 * @param {typeof fs.promises.writeFile} writeFile
 */
export function startDecapServer(writeFile) {
  fs.promises.writeFile = writeFile
  createRequire(import.meta.url)("decap-server")
}
