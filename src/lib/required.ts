/** Page queries return nullable nodes; a missing content entry is a content error, said plainly. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Missing content: ${what}`)
  }
  return value
}
