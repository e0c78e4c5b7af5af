import path from "path"
import type { GatsbyNode } from "gatsby"
import { executingCommand, projectDirectory, siteUrl } from "../../../lib/gatsby-internals.mjs"
import { adminHeaders } from "../../../lib/host-rules/security-headers.mjs"
import { writeAdmin } from "./admin"
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
 * serves public/admin/'s files but no folder's index page.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  const page = path.join(projectDirectory(store), "public", "admin", "index.html")
  const headers = adminHeaders({ connectOrigins: [`http://localhost:${localBackendPort()}`] })
  // Gatsby types its development server (Express) as any.
  type Response = { set(headers: Record<string, string>): void; sendFile(file: string): void }
  app.get(["/admin", "/admin/"], (_request: unknown, response: Response) => {
    response.set(headers)
    response.sendFile(page)
  })
}
