/**
 * Props that give an image high fetch priority (for the photograph that is a page's largest paint).
 * React 18 only passes the lower-case attribute through to the <img>; it does not know `fetchPriority`.
 */
export const highFetchPriority = { fetchpriority: "high" } as Record<string, string>
