import fs from "fs"
import path from "path"
import { contentTypeName } from "./type-name"

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

export { annotations } from "./annotations"

// Shared definitions, and the schema of every file of content/pages: no content/<name>.json of their own.
export const SHARED_SCHEMAS = ["common.schema.json", "page.schema.json"]
export const PAGE_SCHEMA = "page.schema.json"

/** The schema files of a content folder, read once, and $ref resolution across them. */
export class SchemaSet {
  private readonly files = new Map<string, JsonSchema>()

  constructor(readonly schemaDir: string) {
    for (const name of fs
      .readdirSync(schemaDir)
      .filter((file) => file.endsWith(".schema.json"))
      .sort()) {
      this.files.set(name, JSON.parse(fs.readFileSync(path.join(schemaDir, name), "utf8")) as JsonSchema)
    }
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

/** The content files a schema describes, as gatsby-transformer-json names their type: faqs.schema.json -> FaqsJson. */
export function rootTypeName(schemaFile: string): string {
  if (schemaFile === PAGE_SCHEMA) return contentTypeName({ node: { name: "page", relativeDirectory: "pages" } })
  return contentTypeName({ node: { name: schemaFile.replace(/\.schema\.json$/, ""), relativeDirectory: "" } })
}

/** The schemas of content files (every schema but the shared definitions), page.schema.json included. */
export function contentSchemas(schemas: SchemaSet): string[] {
  return schemas.names.filter((name) => name !== "common.schema.json")
}
