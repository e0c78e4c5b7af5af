import { fieldPath, type ContentProblem } from "./problem"
import type { SchemaResolver } from "./schema-resolver"
import type { ContentFile } from "./walk"

// No file system here: the editing screen runs the check before each save (content-check.ts).

/** The tick an entry carries to be shown on the home page as well as on its own page. */
export const HOME_TICK = "showOnHome"

/** A list of a content file whose entries the home page shows when ticked, and how many it has room for. */
export type HomePageList = { readonly list: string; readonly room: number; readonly kind: string; readonly itemType: string }

/**
 * The lists of a content file's schema with `x-home-page-room`: the home page shows only their ticked entries, so
 * that a list may grow (every FAQ is on the FAQs page) without the home page growing with it.
 */
export function homePageLists(schemas: SchemaResolver, schemaFile: string): HomePageList[] {
  const root = schemas.file(schemaFile)
  return Object.entries(root.properties ?? {}).flatMap(([list, property]) => {
    const { schema, file } = schemas.resolve(property, schemaFile)
    const room = schema["x-home-page-room"]
    if (schema.type !== "array" || typeof room !== "number") return []
    const [item] = schemas.itemSchemas(schema, file)
    const kind = typeof item.schema.title === "string" ? item.schema.title : list
    return [{ list, room, kind, itemType: String(item.schema["x-graphql-type"]) }]
  })
}

export const ticked = (entry: unknown) => (entry as Record<string, unknown> | null)?.[HOME_TICK] === true

/**
 * No more entries ticked for the home page than it has room for. The problem names the first entry past the room,
 * so the editor sees which tick is one too many; an editor reads "FAQ 13, 'Who are your guides?': ...".
 */
export function checkHomePageRoom(file: ContentFile, schemas: SchemaResolver, schemaFile: string): ContentProblem[] {
  return homePageLists(schemas, schemaFile).flatMap(({ list, room, kind }) => {
    const entries = file.data[list]
    if (!Array.isArray(entries)) return []
    const positions = entries.flatMap((entry: unknown, index) => (ticked(entry) ? [index] : []))
    if (positions.length <= room) return []
    const kinds = `${kind}s`.replace(/^[A-Z][a-z]/, (start) => start.toLowerCase())
    return [
      {
        file: file.label,
        field: fieldPath([list, positions[room], HOME_TICK]),
        message: `is ticked on ${positions.length} ${kinds}; the home page has room for ${room}`,
      },
    ]
  })
}
