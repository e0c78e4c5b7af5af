import type { CreatePagesArgs, Reporter } from "gatsby"
import { executingCommand } from "../../../lib/gatsby-internals.mjs"

/**
 * Pages that `createPages` could not make from the content. A build stops, naming them: its content check has passed,
 * so the content is whole. Under `gatsby develop` (`npm run edit`) the development server goes on instead: a file the
 * editing screen has just saved is, for a moment, read again (its old node gone, its new one not made yet), and a
 * createPages that runs then would otherwise end the server the editor is working in. Develop runs createPages again
 * on the next change it reads, and every save of the editing screen is touched again 1 and 5 s after it is written
 * (tools/whole-writes.mjs): the pages are made then.
 */
export function pagesNotMade(reporter: Pick<Reporter, "panic" | "warn">, pages: string, why: string): void {
  if (executingCommand() === "develop") reporter.warn(`${pages} are not made again yet (${why}): they will be once the content saved last is read.`)
  else reporter.panic(`${pages} could not be made: ${why}`)
}

/**
 * What a `createPages` makes its pages from: the data of its one query, or undefined when the query failed, gave no
 * data, or (`missing`) gave data without what the pages need, said in words; then the pages are not made
 * (pagesNotMade), and the build stops or the development server goes on.
 */
export async function dataForPages<Data>(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  pages: string,
  query: string,
  missing: (data: Data) => string | undefined = () => undefined
): Promise<Data | undefined> {
  const result = await graphql<Data>(query)
  const why = result.errors ? String(result.errors) : result.data ? missing(result.data) : "its query gave no data"
  if (why === undefined) return result.data
  pagesNotMade(reporter, pages, why)
  return undefined
}
