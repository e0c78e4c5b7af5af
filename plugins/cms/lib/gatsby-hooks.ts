import path from "path"
import type { GatsbyNode } from "gatsby"
import { adminHeaders } from "../../../lib/host-rules/security-headers.mjs"
import { writeAdmin } from "./admin"
import { cmsBackend } from "../backend"

const develop = () => process.env.gatsby_executing_command === "develop"
/** decap-server's port under `gatsby develop` (npm run edit starts both; tests use their own ports). */
export const localBackendPort = () => Number(process.env.CMS_LOCAL_BACKEND_PORT ?? 8081)

/** The editing screen is written before Gatsby starts on the pages, so `gatsby develop` has it too. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store, reporter }) => {
  const { program, config } = store.getState()
  const lines = await writeAdmin({
    // The project's folder: Gatsby compiles a local plugin's gatsby-node into .cache/, where __dirname is not its own.
    rootDir: program.directory,
    publicDir: path.join(program.directory, "public"),
    siteUrl: config.siteMetadata.siteUrl,
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
  const page = path.join(store.getState().program.directory, "public", "admin", "index.html")
  const headers = adminHeaders({ connectOrigins: [`http://localhost:${localBackendPort()}`] })
  // Gatsby types its development server (Express) as any.
  type Response = { set(headers: Record<string, string>): void; sendFile(file: string): void }
  app.get(["/admin", "/admin/"], (_request: unknown, response: Response) => {
    response.set(headers)
    response.sendFile(page)
  })
}
