import fs from "fs"
import path from "path"
import { SchemaResolver, type JsonSchema } from "./schema-resolver"
import { contentTypeName } from "../type-name"
import { collectionOfSchema } from "./collections"

export type { JsonSchema, Resolved } from "./schema-resolver"
export { annotations } from "./annotations"

export { SHARED_SCHEMAS } from "./schema-resolver"
export const PAGE_SCHEMA = "page.schema.json"

/**
 * Every *.schema.json of a schema folder (content/schemas/), by file name in name order: the one place the build,
 * the editing screen's configuration and the tests read the schema files.
 */
export function readSchemaFiles(schemaDir: string): Record<string, JsonSchema> {
  const files: Record<string, JsonSchema> = {}
  for (const name of fs
    .readdirSync(schemaDir)
    .filter((file) => file.endsWith(".schema.json"))
    .sort()) {
    const file = path.join(schemaDir, name)
    try {
      files[name] = JSON.parse(fs.readFileSync(file, "utf8")) as JsonSchema
    } catch (error) {
      throw new Error(
        `${path.join(path.basename(path.dirname(schemaDir)), path.basename(schemaDir), name)}: not JSON the build can read (${(error as Error).message})`
      )
    }
  }
  return files
}

/** The schema files of a content folder, read once, and $ref resolution across them. */
export class SchemaSet extends SchemaResolver {
  constructor(readonly schemaDir: string) {
    super(readSchemaFiles(schemaDir))
  }
}

/** The content files a schema describes, as gatsby-transformer-json names their type: faqs.schema.json -> FaqsJson. */
export function rootTypeName(schemaFile: string): string {
  const collection = collectionOfSchema(schemaFile)
  if (collection) return collection.type
  return contentTypeName({ node: { name: schemaFile.replace(/\.schema\.json$/, ""), relativeDirectory: "" } })
}

/** The schemas of content files (every schema but the shared definitions), those of the collections included. */
export function contentSchemas(schemas: SchemaSet): string[] {
  return schemas.names.filter((name) => name !== "common.schema.json")
}
