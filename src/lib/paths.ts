/** "/about/" and "/about" are the same route; "/" stays "/". */
export function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "")
  return trimmed === "" ? "/" : trimmed
}

export function isCurrentPath(linkPath: string, currentPath: string): boolean {
  return normalisePath(linkPath) === normalisePath(currentPath)
}
