// No file system here: the editing screen (plugins/cms/admin/cms.ts) resolves the same schemas in the browser.

/** A JSON Schema node as content/schemas/ writes them (draft-07, with the annotations below). */
export type JsonSchema = {
  readonly [keyword: string]: unknown
  readonly $ref?: string
  readonly title?: string
  readonly description?: string
  readonly type?: string
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly items?: JsonSchema | ReadonlyArray<JsonSchema>
  readonly allOf?: ReadonlyArray<JsonSchema>
  readonly minItems?: number
  readonly maxItems?: number
  readonly pattern?: string
  readonly patternErrorMessage?: string
  readonly const?: unknown
  readonly examples?: ReadonlyArray<unknown>
}

/** A node with every $ref followed and allOf merged, and the schema file that node came from (for its own $refs). */
export type Resolved = { readonly schema: JsonSchema; readonly file: string }

/**
 * Schema files by name and $ref resolution across them, without the file system: the build reads them from
 * content/schemas/ (SchemaSet), the editing screen gets them from content-rules.json.
 */
export class SchemaResolver {
  protected readonly files: Map<string, JsonSchema>

  constructor(files: Readonly<Record<string, object>> = {}) {
    this.files = new Map(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)) as Array<[string, JsonSchema]>)
  }

  /** Every schema file by name, such as faqs.schema.json. */
  get names(): string[] {
    return [...this.files.keys()]
  }

  file(name: string): JsonSchema {
    const schema = this.files.get(name)
    if (!schema) throw new Error(`content/schemas/${name} does not exist`)
    return schema
  }

  /**
   * What a node stands for once its $ref is followed (to this file or another) and its allOf merged: the keywords
   * written beside a $ref (title, description, annotations) win over those of the definition it points at, as
   * an editor reading the schema expects; allOf parts are laid over each other, property by property.
   */
  resolve(node: JsonSchema, file: string): Resolved {
    let schema = node
    let from = file
    if (typeof node.$ref === "string") {
      const [target, pointer = ""] = node.$ref.split("#")
      const targetFile = target || file
      const found = pointer
        .split("/")
        .slice(1)
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], this.file(targetFile))
      if (!found) throw new Error(`content/schemas/${file}: $ref ${node.$ref} points at nothing`)
      const { $ref: _ref, ...siblings } = node
      const resolved = this.resolve(found as JsonSchema, targetFile)
      schema = { ...resolved.schema, ...siblings }
      from = resolved.file
    }
    if (Array.isArray(schema.allOf)) {
      const { allOf, ...own } = schema
      const parts = (allOf as JsonSchema[]).map((part) => this.resolve(part, from))
      const withFile = parts.find((part) => part.schema.properties && part.schema.required) ?? parts[0]
      schema = parts.reduce<JsonSchema>((merged, part) => mergeSchemas(merged, part.schema), own)
      from = withFile.file
    }
    return { schema, file: from }
  }

  /** The schemas of an array's items: one for a list, one per position for a tuple (`items: [...]`). */
  itemSchemas(array: JsonSchema, file: string): Resolved[] {
    const items = array.items
    if (!items) throw new Error(`content/schemas/${file}: an array without "items"`)
    return (Array.isArray(items) ? items : [items]).map((item: JsonSchema) => this.resolve(item, file))
  }
}

function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...(a.properties ?? {}) }
  for (const [name, property] of Object.entries(b.properties ?? {})) properties[name] = { ...(properties[name] ?? {}), ...property }
  const required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])]
  return { ...a, ...b, ...(Object.keys(properties).length ? { properties } : {}), ...(required.length ? { required } : {}) }
}

/**
 * `data` with every object's keys in the order its schema lists the properties (those it does not list after them,
 * as they were): the order of the fields in the form, and of the keys in content/. The editing screen hands over
 * an entry's data in an order of its own; written in this order, a one-field edit moves no other line.
 */
export function inSchemaOrder(schemas: SchemaResolver, schemaFile: string, data: unknown): unknown {
  return ordered(schemas, schemas.resolve(schemas.file(schemaFile), schemaFile), data)
}

function ordered(schemas: SchemaResolver, { schema, file }: Resolved, data: unknown): unknown {
  if (Array.isArray(data)) {
    if (schema.type !== "array" || !schema.items) return data
    const items = schemas.itemSchemas(schema, file)
    return data.map((item, index) => ordered(schemas, items[Math.min(index, items.length - 1)], item))
  }
  if (data === null || typeof data !== "object") return data
  const properties = schema.properties ?? {}
  const value = data as Record<string, unknown>
  const keys = [...Object.keys(properties).filter((key) => key in value), ...Object.keys(value).filter((key) => !(key in properties))]
  return Object.fromEntries(
    keys.map((key) => [key, key in properties ? ordered(schemas, schemas.resolve(properties[key], file), value[key]) : value[key]])
  )
}

// Shared definitions: no content file of their own.
export const SHARED_SCHEMAS = ["common.schema.json"]
