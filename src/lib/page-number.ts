/** Which slice of a list a paged page shows: the content-model plugin puts it in the page's context. */
export type PageSlice = { readonly skip?: number | null; readonly limit?: number | null }

/** The number of the page a slice is, from 1 (the list's own page, when the context names no slice). */
export const pageNumber = ({ skip, limit }: PageSlice) => (limit ? Math.floor((skip ?? 0) / limit) + 1 : 1)
