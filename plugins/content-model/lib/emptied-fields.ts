import type { Resolved, SchemaResolver } from "./schema-resolver"

// No file system here: the editing screen runs this on an entry before writing it (plugins/cms/admin/saving.ts).

/**
 * `data` without the optional fields an editor has emptied. The form keeps a box once typed in and cleared (a number,
 * a day, a note) as "", which the schema refuses where it asks for a number, a day or words; an optional field left
 * empty means "not given", as if never filled in. A value the schema accepts empty, and every required field, stays.
 */
export function withoutEmptiedFields(schemas: SchemaResolver, schemaFile: string, data: unknown): unknown {
  return emptied(schemas, schemas.resolve(schemas.file(schemaFile), schemaFile), data)
}

function emptied(schemas: SchemaResolver, { schema, file }: Resolved, data: unknown): unknown {
  if (Array.isArray(data)) {
    if (schema.type !== "array" || !schema.items) return data
    const items = schemas.itemSchemas(schema, file)
    return data.map((item, index) => emptied(schemas, items[Math.min(index, items.length - 1)], item))
  }
  if (data === null || typeof data !== "object") return data
  const properties = schema.properties ?? {}
  const required = schema.required ?? []
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).flatMap(([key, value]): Array<[string, unknown]> => {
      const property = properties[key] ? schemas.resolve(properties[key], file) : undefined
      if (!property) return [[key, value]]
      if ((value === "" || value === null) && !required.includes(key) && refusesEmpty(property.schema)) return []
      return [[key, emptied(schemas, property, value)]]
    })
  )
}

/** Whether the schema refuses "" (and null): a number, a day, words (a pattern "" fails), a choice. */
function refusesEmpty(schema: Resolved["schema"]): boolean {
  if (schema.type === "integer" || schema.type === "number") return true
  if (schema.type !== "string") return false
  if (schema.format !== undefined || (typeof schema.minLength === "number" && schema.minLength > 0)) return true
  if (Array.isArray(schema.enum)) return !schema.enum.includes("")
  return typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test("")
}
