import type { JsonSchema } from "./schema-resolver"

// How the editing screen names a field and a list entry, from the schema alone: its form (plugins/cms) and the
// build's problems worded for an editor (editor-words.ts) use the same words.

// Fields whose value says what a list entry is, in the order tried for the entry's one-line summary.
export const SUMMARY_FIELDS = ["title", "question", "name", "label", "alt", "id"]

/** The label an editor reads: the schema's title without the file name ("FAQs (content/faqs.json)" -> "FAQs"). */
export function label(schema: JsonSchema, name: string): string {
  if (schema.title) return schema.title.replace(/\s*\(content\/[^)]*\)$/, "")
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()
  return words[0].toUpperCase() + words.slice(1)
}
