/** What a resolver of createResolvers uses of Gatsby's context: its node store (Gatsby exports no type for it). */
export type ResolverContext = {
  readonly nodeModel: {
    findOne: (options: { type: string; query: { filter?: Record<string, unknown> } }) => Promise<unknown>
    findAll: (options: { type: string; query: { filter?: Record<string, unknown> } }) => Promise<{ entries: Iterable<unknown> }>
    // `track: false`: the page does not depend on this node on its own (it depends on a list the node is read for).
    getNodeById: (options: { id: string }, pageDependencies?: { track: false }) => Promise<unknown> | unknown
  }
}
