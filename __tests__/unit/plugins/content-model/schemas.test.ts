/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { Kind, parse, print, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { createSchemaCustomization } from "../../../../plugins/content-model/gatsby-node"
import { contentTypeName } from "../../../../plugins/content-model/type-name"
import { contentTypeDefs } from "../../../../plugins/content-model/lib/graphql-types"
import { readSchemaFiles } from "../../../../plugins/content-model/lib/schema-reader"

// The JSON Schemas editors see and the GraphQL types the pages query describe the same fields:
// a field added to one and not the other would pass validation and then break the build (or vice versa).
// The types are derived from the schemas (plugins/content-model/lib/graphql-types.ts); these tests hold the derivation to it.
const contentDir = path.resolve(__dirname, "../../../../content")
/** Gatsby's store, as the plugin reads the project's folder from it. */
const projectStore = { getState: () => ({ program: { directory: path.dirname(contentDir) } }) }
const schemaDir = path.join(contentDir, "schemas")
const expectedTypes = path.resolve(__dirname, "../../../fixtures/content-types.graphql")

/** Each type printed alone, sorted by name: the same schema whatever order the types are declared in. */
const normalised = (sdl: string) =>
  parse(sdl)
    .definitions.map((node) => print(node))
    .sort()

type Schema = { [key: string]: unknown; properties?: Record<string, Schema>; required?: string[]; items?: Schema | Schema[] }

function graphqlTypes(): Map<string, ObjectTypeDefinitionNode> {
  let sdl = ""
  const createTypes = (types: string) => (sdl += types)
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ;(createSchemaCustomization as any)({ actions: { createTypes }, store: projectStore })
  const types = parse(sdl).definitions.filter((node): node is ObjectTypeDefinitionNode => node.kind === Kind.OBJECT_TYPE_DEFINITION)
  return new Map(types.map((type) => [type.name.value, type]))
}

const schemaFiles = readSchemaFiles(schemaDir)
function loadSchema(file: string): Schema {
  return schemaFiles[file] as Schema
}

/** Follows $ref (to this file or common.schema.json) and merges allOf, as a validator would see the fields. */
function resolve(schema: Schema, file: string): { schema: Schema; file: string } {
  if (typeof schema.$ref === "string") {
    const [target, pointer] = schema.$ref.split("#")
    const targetFile = target || file
    const root = loadSchema(targetFile)
    const found = pointer
      .split("/")
      .slice(1)
      .reduce<Schema>((node, key) => node[key] as Schema, root)
    return resolve(found, targetFile)
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((part) => resolve(part, file))
    const merged = parts.find((part) => part.schema.required) ?? parts[0]
    return merged
  }
  return { schema, file }
}

function namedType(type: TypeNode): { name: string; list: boolean } {
  if (type.kind === Kind.NON_NULL_TYPE) return namedType(type.type)
  if (type.kind === Kind.LIST_TYPE) return { name: namedType(type.type).name, list: true }
  return { name: type.name.value, list: false }
}

function compare(typeName: string, schema: Schema, file: string, types: Map<string, ObjectTypeDefinitionNode>, at: string): string[] {
  const type = types.get(typeName)
  if (!type) return [`${at}: no GraphQL type ${typeName}`]
  const fields = new Map((type.fields ?? []).map((field: FieldDefinitionNode) => [field.name.value, field]))
  const properties = Object.keys(schema.properties ?? {}).filter((name) => name !== "$schema")
  const differences: string[] = []
  for (const name of properties) if (!fields.has(name)) differences.push(`${at}.${name}: in ${file}, not in GraphQL type ${typeName}`)
  for (const name of fields.keys()) if (!properties.includes(name)) differences.push(`${at}.${name}: in GraphQL type ${typeName}, not in ${file}`)
  // Non-null exactly when required: an optional field (a photograph's own credit) may be missing from the data.
  for (const [name, field] of fields) {
    if (!properties.includes(name)) continue
    const nonNull = field.type.kind === Kind.NON_NULL_TYPE
    if (nonNull !== (schema.required ?? []).includes(name))
      differences.push(`${at}.${name}: ${nonNull ? "non-null in GraphQL, not required" : "nullable in GraphQL, required"} in ${file}`)
  }
  for (const [name, field] of fields) {
    if (!properties.includes(name)) continue
    const { name: inner, list } = namedType(field.type)
    let child = resolve(schema.properties![name], file)
    expect(child.schema.type).toBe(
      list ? "array" : types.has(inner) ? "object" : inner === "Int" ? "integer" : inner === "Boolean" ? "boolean" : "string"
    )
    if (list) {
      const items = child.schema.items!
      child = resolve(Array.isArray(items) ? items[0] : items, child.file)
    }
    if (types.has(inner)) differences.push(...compare(inner, child.schema, child.file, types, `${at}.${name}`))
  }
  return differences
}

test("every content file's schema has exactly the fields of its GraphQL type", () => {
  const types = graphqlTypes()
  const files = [
    ...fs
      .readdirSync(contentDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({ name, relativeDirectory: "" })),
    { name: "about", relativeDirectory: "pages" },
  ]
  const differences = files.flatMap(({ name, relativeDirectory }) => {
    const base = name.replace(/\.json$/, "")
    const schemaFile = relativeDirectory === "pages" ? "page.schema.json" : `${base}.schema.json`
    return compare(contentTypeName({ node: { name: base, relativeDirectory } }), loadSchema(schemaFile), schemaFile, types, base)
  })
  expect(files.length).toBeGreaterThanOrEqual(10)
  expect(differences).toEqual([])
})

test("the types derived from the schemas are exactly those the pages were written against", () => {
  let sdl = ""
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ;(createSchemaCustomization as any)({ actions: { createTypes: (types: string) => (sdl += types) }, store: projectStore })
  expect(normalised(sdl)).toEqual(normalised(fs.readFileSync(expectedTypes, "utf8")))
})

test("an object in a schema without a GraphQL type name is refused, naming the field", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "schemas-"))
  try {
    for (const name of fs.readdirSync(schemaDir)) fs.copyFileSync(path.join(schemaDir, name), path.join(dir, name))
    const faqs = JSON.parse(fs.readFileSync(path.join(dir, "faqs.schema.json"), "utf8"))
    delete faqs.properties.faqs.items["x-graphql-type"]
    fs.writeFileSync(path.join(dir, "faqs.schema.json"), JSON.stringify(faqs))
    expect(() => contentTypeDefs(dir)).toThrow('faqs.schema.json: faqs: an object needs "x-graphql-type"')
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
