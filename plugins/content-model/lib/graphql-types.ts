import { contentSchemas, rootTypeName, SchemaSet, type JsonSchema } from "./schema-reader"
import { homePageLists, ticked } from "./home-page"

/**
 * The GraphQL types of every content type, derived from the JSON Schemas of content/schemas/ (the ones the
 * build validates against and the CMS edits with), so that the types the pages use (and typegen's `Queries.*`)
 * never depend on what happens to be in the JSON files, and never drift from the schemas. A required field is
 * non-null; an object names its type with `x-graphql-type`; an image path is a `File` Gatsby resolves relative
 * to the JSON file. @dontInfer stops Gatsby from guessing.
 */
export function contentTypeDefs(schemaDir: string): string {
  const schemas = new SchemaSet(schemaDir)
  const types = new Map<string, string>()

  const define = (name: string, sdl: string, where: string) => {
    const earlier = types.get(name)
    if (earlier !== undefined && earlier !== sdl)
      throw new Error(`${where}: GraphQL type ${name} is defined differently elsewhere in content/schemas`)
    types.set(name, sdl)
  }

  const objectType = (name: string, schema: JsonSchema, file: string, node: boolean): void => {
    const required = schema.required ?? []
    const fields = Object.entries(schema.properties ?? {})
      .filter(([field]) => field !== "$schema")
      .map(([field, property]) => `  ${field}: ${fieldType(property, file, `${file}: ${field}`)}${required.includes(field) ? "!" : ""}`)
    // A file node's type lists its fields; the directive a File field needs comes after its non-null mark.
    const body = fields.map((line) => line.replace(/^(\s+\w+): File(!?)$/, "$1: File$2 @fileByRelativePath")).join("\n")
    define(name, `type ${name}${node ? " implements Node @dontInfer" : ""} {\n${body}\n}`, file)
  }

  const fieldType = (node: JsonSchema, file: string, where: string): string => {
    const { schema, file: from } = schemas.resolve(node, file)
    const declared = schema["x-graphql-type"]
    if (schema.type === "array") {
      const [first] = schemas.itemSchemas(schema, from)
      return `[${fieldType(first.schema, first.file, where)}!]`
    }
    if (schema.type === "object") {
      if (typeof declared !== "string") throw new Error(`${where}: an object needs "x-graphql-type", the name of its GraphQL type`)
      objectType(declared, schema, from, false)
      return declared
    }
    if (schema.type === "string") return declared === "File" ? "File" : "String"
    if (schema.type === "integer") return "Int"
    if (schema.type === "boolean") return "Boolean"
    throw new Error(`${where}: no GraphQL type for JSON Schema type ${String(schema.type)}`)
  }

  for (const file of contentSchemas(schemas)) objectType(rootTypeName(file), schemas.file(file), file, true)
  return [...types.values()].join("\n")
}

type ListResolver = { type: string; resolve: (source: Record<string, unknown>) => unknown[] }

/**
 * `faqsOnHomePage`, `testimonialsOnHomePage`: the entries of each list with a home page tick (home-page.ts) that are
 * ticked, in order, so the home page's query (and its page data) carries those alone, not the whole list.
 */
export function homePageResolvers(schemaDir: string): Record<string, Record<string, ListResolver>> {
  const schemas = new SchemaSet(schemaDir)
  const resolvers: Record<string, Record<string, ListResolver>> = {}
  for (const file of contentSchemas(schemas)) {
    for (const { list, itemType } of homePageLists(schemas, file)) {
      const type = (resolvers[rootTypeName(file)] ??= {})
      type[`${list}OnHomePage`] = {
        type: `[${itemType}!]!`,
        resolve: (source) => (Array.isArray(source[list]) ? source[list].filter(ticked) : []),
      }
    }
  }
  return resolvers
}
