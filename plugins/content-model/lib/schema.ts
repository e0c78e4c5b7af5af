import fs from "fs"
import path from "path"
import { schemaCheckFor, type SchemaCheck } from "./schema-check"

export type { SchemaCheck } from "./schema-check"

/** The schema check (schema-check.ts) of every content/schemas/*.schema.json. */
export function createSchemaCheck(schemaDir: string): SchemaCheck {
  const schemas: Record<string, object> = {}
  for (const name of fs.readdirSync(schemaDir).filter((file) => file.endsWith(".schema.json"))) {
    schemas[name] = JSON.parse(fs.readFileSync(path.join(schemaDir, name), "utf8")) as object
  }
  return schemaCheckFor(schemas)
}
