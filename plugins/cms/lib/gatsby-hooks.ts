import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { executingCommand, projectDirectory, siteUrl } from "../../../lib/gatsby-internals.mjs"
import { adminHeaders } from "../../../lib/host-rules/security-headers.mjs"
import { writeAdmin } from "./admin"
import { listMediaFiles, mediaFileOnDisk, mediaFolders } from "./media-files"
import { cmsBackend } from "../backend"

const develop = () => executingCommand() === "develop"
/** decap-server's port under `gatsby develop` (npm run edit starts both; tests use their own ports). */
export const localBackendPort = () => Number(process.env.CMS_LOCAL_BACKEND_PORT ?? 8081)

/** The editing screen is written before Gatsby starts on the pages, so `gatsby develop` has it too. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store, reporter }) => {
  const rootDir = projectDirectory(store)
  const lines = await writeAdmin({
    rootDir,
    publicDir: path.join(rootDir, "public"),
    siteUrl: siteUrl(store),
    develop: develop(),
    localBackendPort: localBackendPort(),
  })
  lines.forEach((line) => reporter.info(line))
  const { warning } = cmsBackend(process.env)
  if (warning && !develop()) reporter.warn(warning)
}

/**
 * Under `gatsby develop`, /admin/ is the editing screen, served with its own headers: Gatsby's development server
 * serves public/admin/'s files but no folder's index page. And the photographs it offers, listed by name at
 * /admin/media-files?folder=… and each served at /admin/media/ and its path (lib/media-files.ts: the local backend
 * would send every one of them in full to list them).
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  const rootDir = projectDirectory(store)
  const adminDir = path.join(rootDir, "public", "admin")
  const page = path.join(adminDir, "index.html")
  const headers = adminHeaders({ connectOrigins: [`http://localhost:${localBackendPort()}`] })
  // The configuration written by onPreBootstrap: a comment line, then JSON.
  const config = fs.readFileSync(path.join(adminDir, "config.yml"), "utf8")
  const folders = mediaFolders(JSON.parse(config.slice(config.indexOf("\n") + 1)))
  // Gatsby types its development server (Express) as any.
  type Request = { query: Record<string, unknown>; params: Record<string, string> }
  type Response = {
    set(headers: Record<string, string>): void
    sendFile(file: string, options?: { headers?: Record<string, string> }): void
    json(body: unknown): void
    status(code: number): Response
    end(): void
  }
  app.get(["/admin", "/admin/"], (_request: Request, response: Response) => {
    response.set(headers)
    response.sendFile(page)
  })
  app.get("/admin/media-files", (request: Request, response: Response) => {
    const folder = typeof request.query.folder === "string" ? request.query.folder : ""
    listMediaFiles(rootDir, folders, folder).then(
      (files) => {
        response.set({ "Cache-Control": "no-store" })
        if (files) response.json(files)
        else response.status(404).end()
      },
      () => response.status(500).end()
    )
  })
  // A photograph an editor replaces keeps its name: the browser asks again each time (and gets 304 when unchanged).
  app.get("/admin/media/*", (request: Request, response: Response) => {
    const file = mediaFileOnDisk(rootDir, folders, request.params[0] ?? "")
    if (file) response.sendFile(file, { headers: { "Cache-Control": "no-cache" } })
    else response.status(404).end()
  })
}
