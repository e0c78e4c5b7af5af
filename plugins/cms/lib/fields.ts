import { type JsonSchema, type Resolved, type SchemaSet, label, SUMMARY_FIELDS } from "../../content-model/index"

/** A Decap CMS field, as its configuration writes it (https://decapcms.org/docs/widgets/). */
export type CmsField = { readonly name: string; readonly widget: string; readonly [option: string]: unknown }

/**
 * What the schema alone does not say about a content file's fields, from the site's code and content, each by its
 * data path without list positions ("faqs.answer", "footer.links.path"); the same sources as the build's rules.
 */
export type FieldContext = {
  /** Fields whose value must be one of a list: icon names (src/components/icon.tsx), routes (src/pages). */
  readonly choices: ReadonlyMap<string, ReadonlyArray<string>>
  /** Fields and lists the site's code depends on, shown but not changed: a page's path, its section intros. */
  readonly fixed: ReadonlySet<string>
  /** The folder, relative to the JSON file, of the photographs an image field uses today (images/gallery). */
  readonly imageFolders: ReadonlyMap<string, string>
  /** The content files a relation may name by file (species), each with the editing screen's group it is in (content). */
  readonly fileRelations: ReadonlyMap<string, string>
  /** The `$schema` link of the file (./schemas/faqs.schema.json), written back as it is. */
  readonly schemaLink: string
  /** A folder relative to the content files (../images/photos), from the repository's root (/content/images/photos). */
  readonly fromRoot: (folder: string) => string
}

const DEFAULT_IMAGE_FOLDER = "images/photos"
// What the schemas' e-mail format stands for in the form (the build's ajv check, run again before saving, is exact).
const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"

/** The CMS fields of a content file, from its JSON Schema: one per property, in the schema's order. */
export function cmsFields(schemas: SchemaSet, schemaFile: string, context: FieldContext): CmsField[] {
  return objectFields(schemas, { schema: schemas.file(schemaFile), file: schemaFile }, [], context, new Set())
}

function objectFields(schemas: SchemaSet, { schema, file }: Resolved, at: string[], context: FieldContext, hidden: ReadonlySet<string>): CmsField[] {
  const required = schema.required ?? []
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    cmsField(schemas, name, schemas.resolve(property, file), [...at, name], required.includes(name), context, hidden.has(name))
  )
}

function cmsField(
  schemas: SchemaSet,
  name: string,
  resolved: Resolved,
  at: string[],
  required: boolean,
  context: FieldContext,
  hidden: boolean
): CmsField {
  const { schema } = resolved
  const key = at.join(".")
  if (at.length === 1 && name === "$schema") return { name, widget: "hidden", default: context.schemaLink }
  // Values fixed position by position, those the site's code looks content up by, and identifiers are kept as they are.
  if (hidden || schema.const !== undefined || schema["x-cms-widget"] === "hidden" || (context.fixed.has(key) && schema.type !== "array"))
    return { name, label: label(schema, name), widget: "hidden" }
  // A text's length bound is said in its hint; the check before saving refuses a longer one (Decap's text fields have no limit).
  const bound = typeof schema.maxLength === "number" ? `At most ${schema.maxLength} characters.` : ""
  const hint = [schema.description, bound].filter(Boolean).join(" ")
  const common = { name, label: label(schema, name), ...(hint ? { hint } : {}) }
  if (schema.type === "object") {
    // An optional object (a photograph's own credit) may be left empty; once begun, its own required fields apply.
    return {
      ...common,
      widget: "object",
      collapsed: false,
      ...(required ? {} : { required: false }),
      fields: objectFields(schemas, resolved, at, context, new Set()),
    }
  }
  if (schema.type === "array") return listField(schemas, common, resolved, at, context)
  const relation = schema["x-cms-relation"]
  // A name of a list's file (species): chosen from the names its entries hold, as they are written there.
  if (typeof relation === "string" && context.fileRelations.has(relation))
    return {
      ...common,
      widget: "relation",
      collection: context.fileRelations.get(relation),
      file: relation,
      value_field: `${relation}.*.name`,
      search_fields: [`${relation}.*.name`],
      display_fields: [`${relation}.*.name`],
      required,
    }
  if (typeof relation === "string")
    // Chosen by title from the collection's entries, saved as the entry's slug (its file's name).
    return {
      ...common,
      widget: "relation",
      collection: relation,
      value_field: "{{slug}}",
      search_fields: ["title"],
      display_fields: ["title"],
      required,
    }
  // A tick: left out, it means no, so the form never asks for it; a new entry starts with the schema's default.
  if (schema.type === "boolean") return { ...common, widget: "boolean", required: false, default: schema.default === true }
  // The site's code names some lists of choices (icons, routes); a schema's own list (a safari's kind) is the rest.
  const choices = context.choices.get(key) ?? (Array.isArray(schema.enum) ? schema.enum.map(String) : undefined)
  // A choice is never empty: none of the options is, so a required key is a required choice, whatever the schema's type accepts.
  if (choices) return { ...common, widget: "select", options: options(choices, schema["x-cms-option-labels"]), required }
  // A day: a date picker, saved as the day alone (2027-05-08). Read and written as UTC, so the day saved is the day
  // picked whatever the editor's time zone.
  if (schema.type === "string" && schema.format === "date")
    return { ...common, widget: "datetime", format: "YYYY-MM-DD", time_format: false, picker_utc: true, required }
  const checks = { required: required && !acceptsEmpty(schema), ...pattern(schema) }
  if (schema.type === "integer") {
    const limits = {
      ...(typeof schema.minimum === "number" ? { min: schema.minimum } : {}),
      ...(typeof schema.maximum === "number" ? { max: schema.maximum } : {}),
    }
    return { ...common, widget: "number", value_type: "int", step: 1, ...limits, required }
  }
  if (schema["x-graphql-type"] === "File") {
    const folder = context.imageFolders.get(key) ?? DEFAULT_IMAGE_FOLDER
    // One folder per field: the media library lists one folder, and writes paths relative to the JSON file as the build
    // reads them. The folder is named from the repository's root: Decap resolves a relative one from the entry's file,
    // and a new safari has none until published (its library then listed the safaris' folder: no photographs).
    return { ...common, widget: "image", choose_url: false, media_folder: context.fromRoot(folder), public_folder: folder, ...checks }
  }
  return { ...common, widget: typeof schema["x-cms-widget"] === "string" ? schema["x-cms-widget"] : "string", ...checks }
}

function listField(
  schemas: SchemaSet,
  common: { name: string; label: string },
  { schema, file }: Resolved,
  at: string[],
  context: FieldContext
): CmsField {
  const items = schemas.itemSchemas(schema, file)
  const tuple = Array.isArray(schema.items)
  const [first] = items
  // A fixed number of entries (a count the design is made for), or entries the site's code needs: none added, none removed.
  const fixedCount = schema.minItems !== undefined && schema.minItems === schema.maxItems
  const fixed = fixedCount || context.fixed.has(at.join("."))
  const limits = {
    ...(schema.minItems ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
    required: (schema.minItems ?? 0) > 0,
    allow_add: !fixed,
    allow_remove: !fixed,
    // A tuple's positions mean something (About Us first); so do the entries the code looks up.
    allow_reorder: !(tuple || context.fixed.has(at.join("."))),
  }
  if (first.schema.type !== "object") {
    const item = cmsField(schemas, "item", first, at, true, context, false)
    // "Add Safari", not "Add Safari cards"; a chosen entry (a relation) shows its title, where a closed entry would
    // show only the word "Safari" for every card.
    const singular = first.schema.title ? { label_singular: first.schema.title } : {}
    return { ...common, widget: "list", ...limits, ...singular, ...(item.widget === "relation" ? { collapsed: false } : {}), field: item }
  }
  // In a tuple, a property whose value is fixed position by position (the About titles) is kept, not edited.
  const positional = new Set(
    tuple
      ? items.flatMap(({ schema: item }) =>
          Object.entries(item.properties ?? {})
            .filter(([, property]) => property.const !== undefined)
            .map(([name]) => name)
        )
      : []
  )
  // A new entry's list starts with its fixed positions filled in (a new safari's twelve months, January first), and
  // each position's ticks at the schema's default: Decap gives a list's default entries no field defaults of their own.
  const positions = tuple
    ? items.map(({ schema: item }) =>
        Object.fromEntries(
          Object.entries(item.properties ?? {}).flatMap(([name, property]): Array<[string, unknown]> => {
            if (property.const !== undefined) return [[name, property.const]]
            return property.type === "boolean" ? [[name, property.default === true]] : []
          })
        )
      )
    : []
  const properties = Object.keys(first.schema.properties ?? {})
  const summary = SUMMARY_FIELDS.find((field) => properties.includes(field))
  return {
    ...common,
    widget: "list",
    ...limits,
    ...(first.schema.title ? { label_singular: first.schema.title } : {}),
    ...(typeof schema["x-cms-summary"] === "string" ? { summary: schema["x-cms-summary"] } : summary ? { summary: `{{fields.${summary}}}` } : {}),
    collapsed: true,
    ...(positional.size > 0 ? { default: positions } : {}),
    fields: objectFields(schemas, first, at, context, positional),
  }
}

/** A select's options: the values the file keeps, each shown in the schema's words for it where it has them. */
function options(values: ReadonlyArray<string>, labels: unknown): Array<string | { label: string; value: string }> {
  const words = (labels ?? {}) as Record<string, unknown>
  return values.map((value) => (typeof words[value] === "string" ? { label: words[value] as string, value } : value))
}

/** Whether the schema lets a string be empty: then the form must too, whatever "required" says of the key. */
function acceptsEmpty(schema: JsonSchema): boolean {
  if (schema.type !== "string" || schema.format !== undefined || schema.const !== undefined || schema.enum !== undefined) return false
  if (typeof schema.minLength === "number" && schema.minLength > 0) return false
  return !(typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(""))
}

/** The schema's pattern and its message, as the form checks them while the editor types. */
function pattern(schema: JsonSchema): { pattern?: [string, string] } {
  if (typeof schema.pattern === "string") return { pattern: [schema.pattern, schema.patternErrorMessage ?? `must match ${schema.pattern}`] }
  if (schema.format === "email") return { pattern: [EMAIL_PATTERN, "must be an e-mail address, such as hello@example.com"] }
  return {}
}
