// No file system here: the editing screen (admin/cms.ts) resolves the same schemas in the browser.

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

