import Ajv, { type ErrorObject } from "ajv"
import addFormats from "ajv-formats"
import { annotations } from "./annotations"
import { closestName, pointerToPath } from "./problem"

// No file system here: the CMS runs this same check in the editor's browser (plugins/cms/admin/cms.ts).

type SchemaProblem = { field: string; message: string }
export type SchemaCheck = (schemaFile: string, data: unknown) => SchemaProblem[]

/**
 * Compiles the content schemas (by file name) with ajv, the JSON Schema validator most of the npm world uses (ajv-formats
 * adds the e-mail, URI and day checks), and returns a check that says, per problem, the field as a JSON path and what is
 * wrong in an editor's words instead of ajv's.
 */
export function schemaCheckFor(schemas: Readonly<Record<string, object>>): SchemaCheck {
  // Compiling them is most of a content check's time: the check of the same schemas is made once and kept (the
  // build, the development server on each save and the tests check the same schemas over and over).
  const key = JSON.stringify(schemas)
  const made = compiled.get(key)
  if (made) return made
  // Compiled from a copy, so that what a caller does to its own objects afterwards cannot reach the check kept.
  const check = compile(JSON.parse(key) as Record<string, object>)
  if (compiled.size >= KEPT) compiled.delete(compiled.keys().next().value as string)
  compiled.set(key, check)
  return check
}

/** The checks of the last few sets of schemas, by the schemas' JSON: a changed schema is a new set. */
const compiled = new Map<string, SchemaCheck>()
const KEPT = 4

function compile(schemas: Readonly<Record<string, object>>): SchemaCheck {
  // allErrors: report every problem at once; verbose: errors carry their schema, for field names and hints.
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true })
  addFormats(ajv, ["email", "uri", "date"])
  // VS Code's own keyword for a readable pattern message and the GraphQL and CMS annotations (annotations.ts);
  // ajv must be told they are not typos.
  ajv.addVocabulary([...annotations])
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, name)
  return (schemaFile, data) => {
    const validate = ajv.getSchema(schemaFile)
    if (!validate) return [{ field: "", message: `has no JSON Schema content/schemas/${schemaFile}` }]
    if (validate(data)) return []
    const seen = new Set<string>()
    return (validate.errors ?? []).map(describeError).filter((problem) => {
      const key = `${problem.field}|${problem.message}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  }
}

const formatWords: Readonly<Record<string, string>> = { email: "an e-mail address", date: "a day, such as 2027-05-08" }

function describeError(error: ErrorObject): SchemaProblem {
  const at = pointerToPath(error.instancePath)
  const child = (name: string) => (at ? `${at}.${name}` : name)
  const schema = (error.parentSchema ?? {}) as Record<string, unknown>
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case "required":
      return { field: child(String(params.missingProperty)), message: "is required" }
    case "additionalProperties": {
      const name = String(params.additionalProperty)
      const known = Object.keys((schema.properties ?? {}) as object)
      const guess = closestName(name, known)
      const hint = guess ? `did you mean "${guess}"?` : `the fields here are ${known.join(", ")}`
      return { field: child(name), message: `unknown field, probably a typo (${hint})` }
    }
    case "type":
      return { field: at, message: `must be ${article(String(params.type))}, found ${typeOf(error.data)}` }
    case "const":
      return { field: at, message: `must be ${show(params.allowedValue)} (the site is designed around it), found ${show(error.data)}` }
    case "enum":
      return { field: at, message: `must be one of ${(params.allowedValues as unknown[]).map(show).join(", ")}, found ${show(error.data)}` }
    case "minItems":
    case "maxItems":
      return { field: at, message: countMessage(error.keyword, schema, Number(params.limit), error.data) }
    case "maxLength":
      // The layout holds texts up to this length; the count (in characters, as ajv counts them) is what the editor can act on.
      return { field: at, message: `is ${[...String(error.data)].length} characters long; the most it can be is ${String(params.limit)}` }
    case "minLength":
      return { field: at, message: Number(params.limit) === 1 ? "must not be empty" : `must be at least ${String(params.limit)} characters long` }
    case "pattern": {
      const message = String(schema.patternErrorMessage ?? `must match ${String(params.pattern)}`)
      // A blank value says nothing more when quoted back.
      return { field: at, message: typeof error.data === "string" && error.data.trim() === "" ? message : `${message}, found ${show(error.data)}` }
    }
    case "format":
      return { field: at, message: `must be ${formatWords[String(params.format)] ?? "a full web address"}, found ${show(error.data)}` }
    case "uniqueItems":
      return {
        field: `${at}[${String(params.i)}]`,
        message: `repeats ${at}[${String(params.j)}] (${show((error.data as unknown[])[Number(params.i)])})`,
      }
    default:
      return { field: at, message: error.message ?? error.keyword }
  }
}

function countMessage(keyword: string, schema: Record<string, unknown>, limit: number, data: unknown): string {
  const found = Array.isArray(data) ? data.length : 0
  if (schema.minItems === schema.maxItems) return `must have exactly ${limit} entries (the site is designed around this number), found ${found}`
  return `must have ${keyword === "minItems" ? "at least" : "at most"} ${limit === 1 ? "one entry" : `${limit} entries`}, found ${found}`
}

function article(type: string): string {
  const names: Record<string, string> = {
    string: "a string (text in double quotes)",
    array: "a list [ ... ]",
    object: "an object { ... }",
    integer: "a whole number, without quotes",
  }
  return names[type] ?? `a ${type}`
}

function typeOf(value: unknown): string {
  if (value === null) return "null"
  if (Array.isArray(value)) return "a list"
  if (typeof value === "object") return "an object"
  return `${typeof value} ${show(value)}`
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}
