/** A content file that parsed and matched its schema, so its shape can be trusted by the cross-file rules. */
export type ContentFile = {
  /** As the editor sees it: content/pages/about.json */
  readonly label: string
  /** Relative to the content folder, with /: pages/about.json */
  readonly name: string
  readonly data: Record<string, unknown>
}

type Visit = (key: string, value: unknown, parts: ReadonlyArray<string | number>) => void

/** Calls `visit` for every property of every object inside `value`, with the JSON path to it. */
export function walk(value: unknown, visit: Visit, parts: ReadonlyArray<string | number> = []): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, visit, [...parts, index]))
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      visit(key, child, [...parts, key])
      walk(child, visit, [...parts, key])
    }
  }
}
