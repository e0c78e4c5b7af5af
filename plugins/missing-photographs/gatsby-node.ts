import fs from "fs"
import type { GatsbyNode } from "gatsby"

/** A photograph's size as gatsby-plugin-sharp names it: /static/<the photograph's content digest>/<the size's>/<name>.<format>. */
const photographSize = /^\/static\/([0-9a-f]{32})\/[0-9a-f]+\/([^/]+)\.\w+$/

// Gatsby types its development server (Express) as any.
type Request = { path: string }
type Response = { status(code: number): Response; end(): void }
type FileNode = { name: string; absolutePath: string; internal: { contentDigest: string } }

/**
 * Under `gatsby develop` (npm run edit), gatsby-plugin-sharp makes each size of a photograph when a page first asks for
 * it, and stops the development server when the photograph is no longer on disk. So a size asked for after its
 * photograph was deleted (by an editor, while a page still shows it) is answered "not found" here, ahead of it: the
 * page goes without the picture until it is reloaded, and the server goes on. A size already made is served before
 * this (from public/), and one whose photograph is still there goes on to gatsby-plugin-sharp.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, getNodesByType, reporter }) => {
  const told = new Set<string>()
  app.use((request: Request, response: Response, next: () => void) => {
    const size = photographSize.exec(request.path)
    if (!size) return next()
    const [, digest, encodedName] = size
    const name = decoded(encodedName)
    if (name === null) return next()
    const photograph = (getNodesByType("File") as unknown as FileNode[]).find((file) => file.internal.contentDigest === digest && file.name === name)
    if (photograph && fs.existsSync(photograph.absolutePath)) return next()
    if (!told.has(digest)) {
      told.add(digest)
      reporter.warn(`The photograph ${name} is no longer there (deleted?): a page that still shows it goes without it until it is reloaded.`)
    }
    response.status(404).end()
  })
}

/** A name as the address encodes it, decoded; null for one no photograph has (a stray "%"). */
function decoded(name: string): string | null {
  try {
    return decodeURIComponent(name)
  } catch {
    return null
  }
}
