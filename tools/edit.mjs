// @ts-check
// `npm run edit`: edit the site on a fresh clone, with no account. Starts Decap CMS's local backend (decap-server,
// which reads and writes this working tree, on 127.0.0.1 only, each file written whole: tools/local-backend.mjs) and
// `gatsby develop`, whose editing screen
// (http://localhost:8000/admin/) saves through it: a save changes the file in content/, and the page shows it.
// Extra arguments go to gatsby develop (npm run edit -- --port 8001). Ctrl+C stops both.
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const port = process.env.CMS_LOCAL_BACKEND_PORT ?? "8081"

const children = [
  spawn(process.execPath, [path.join(root, "tools", "local-backend.mjs")], {
    cwd: root,
    stdio: "inherit",
    // MODE fs: files only, no git commands; the editor commits (or not) as they like.
    env: { ...process.env, PORT: port, BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
  }),
  spawn(process.execPath, [require.resolve("gatsby/cli.js"), "develop", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CMS_LOCAL_BACKEND_PORT: port },
  }),
]

let stopping = false
const stop = (/** @type {number} */ code) => {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  process.exitCode = code
}
for (const child of children) child.on("exit", (code) => stop(code ?? 1))
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => stop(0))
