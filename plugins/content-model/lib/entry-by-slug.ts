import type { Collection } from "./collections"
import type { ResolverContext } from "./resolver-context"

type FileNode = { children: ReadonlyArray<string> }

/**
 * The entry of a collection whose file is content/<folder>/<slug>.json (a safari, a post), found by its file alone, or
 * none. The page that reads it depends on that file and that entry, not on the collection's list: an entry added,
 * changed or removed elsewhere does not run its query again (docs/performance.md, "A new post at ten times").
 */
export async function entryBySlug<Entry>(folder: Collection["folder"], slug: string, context: ResolverContext): Promise<Entry | null> {
  const file = (await context.nodeModel.findOne({
    type: "File",
    query: { filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: folder }, name: { eq: slug } } },
  })) as FileNode | null
  const [entryId] = file?.children ?? []
  return entryId ? ((await context.nodeModel.getNodeById({ id: entryId })) as Entry | null) : null
}
