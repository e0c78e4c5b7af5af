/** An index into a list of `count` items that wraps at both ends (-1 is the last, count is the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}
