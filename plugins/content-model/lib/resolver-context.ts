/** What a resolver of createResolvers uses of Gatsby's context: its node store (Gatsby exports no type for it). */
export type ResolverContext = {
  readonly nodeModel: {
    findOne: (options: { type: string; query: { filter?: Record<string, unknown> } }) => Promise<unknown>
    findAll: (options: { type: string; query: { filter?: Record<string, unknown> } }) => Promise<{ entries: Iterable<unknown> }>
    getNodeById: (options: { id: string }) => Promise<unknown> | unknown
  }
}
