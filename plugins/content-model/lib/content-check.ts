import { schemaCheckFor, type SchemaCheck } from "./schema-check"
import { SchemaResolver, SHARED_SCHEMAS, type JsonSchema } from "./schema-resolver"
import { checkHomePageRoom } from "./home-page"
import {
  checkIcons,
  checkNavigation,
  checkPages,
  checkSafariAddresses,
  checkSafariCards,
  checkSafariFacts,
  checkTestimonialSafaris,
  checkUniqueIds,
  safariFiles,
  safariSlugs,
} from "./rules"
import { collectionOfSchema, schemaFileFor } from "./collections"
import { checkDepartures } from "./departure-rules"
import { checkSightings, checkSpeciesList, sightingFiles } from "./sighting-rules"
import { checkImages, type ImageFile } from "./images"
import type { JsonReadResult } from "./json-text"
import type { PageNeeds } from "./page-needs"
import type { ContentFile } from "./walk"
import type { ContentProblem } from "./problem"

// No file system here: the build (validation.ts) runs this over content/ as it is on disk, and the editing screen
// (plugins/cms/admin/) over content/ as it will be with the change an editor is about to publish or delete.

/** What the content is checked against besides itself: the schemas by file name, and what the site's code needs. */
export type ContentRules = {
  readonly schemas: Readonly<Record<string, JsonSchema>>
  /** The icons of src/components/icon.tsx. */
  readonly iconNames: ReadonlyArray<string>
  /** The pages of src/pages: their routes, page files and section intros. */
  readonly pages: ReadonlyArray<PageNeeds>
  /**
   * Whether a photograph (its path from the content folder) is there and an image: the build looks (image-files.ts);
   * the editing screen, whose media library offers only the photographs there are, takes each as there.
   */
  readonly imageFile?: (image: string) => ImageFile
}

/** A content file as read: its name relative to the content folder (safaris/111.json), and its parsed text. */
export type ReadContentFile = { readonly name: string; readonly read: JsonReadResult }

/** What the checks found, and the files that parsed (`parsed`) and of those matched their schema (`valid`). */
export type ContentCheck = {
  readonly problems: ContentProblem[]
  readonly parsed: ContentFile[]
  readonly valid: ContentFile[]
}

/**
 * Every rule of the content that needs no file but the content files themselves: each file against its schema, and
 * the rules across files (ids, icons, the home page's room, pages and links, safari addresses, the home page's cards,
 * the safaris testimonials name, the species and safaris the journal's posts name), and each safari's own (its texts' figures, its departures' dates). Nothing here
 * depends on today's date. `folder` names the content folder in messages (content). Problems come in the
 * order found.
 */
export function checkContentFiles(folder: string, files: ReadonlyArray<ReadContentFile>, rules: ContentRules): ContentCheck {
  const schemas = Object.keys(rules.schemas)
  const checkSchema = compiled(rules.schemas)
  // Every content file there is, read or not: the rules across files take a file that cannot be read as there but
  // broken, never as missing, so one mistake gives one message (its own).
  const names = files.map((file) => file.name)
  const problems: ContentProblem[] = []
  const parsed: ContentFile[] = []
  const valid: ContentFile[] = []

  for (const schema of schemas.filter((name) => !SHARED_SCHEMAS.includes(name) && !collectionOfSchema(name))) {
    const name = schema.replace(".schema.json", ".json")
    if (!names.includes(name)) {
      problems.push({ file: `${folder}/${name}`, field: "", message: `is missing; the site needs it (its fields: ${folder}/schemas/${schema})` })
    }
  }

  for (const { name, read } of files) {
    const label = `${folder}/${name}`
    const schema = schemaFileFor(name)
    if (!schemas.includes(schema)) {
      problems.push({
        file: label,
        field: "",
        message: `has no JSON Schema ${folder}/schemas/${schema}; add one, or move the file out of ${folder}/`,
      })
      continue
    }
    if (!read.ok) {
      problems.push({ file: label, field: "", message: read.message })
      continue
    }
    const file: ContentFile = { label, name, data: read.data as Record<string, unknown> }
    const found = checkSchema(schema, read.data).map((problem) => ({ file: label, ...problem }))
    const link = schemaLink(name, schema)
    if (isObject(read.data) && typeof read.data.$schema === "string" && read.data.$schema !== link) {
      found.push({ file: label, field: "$schema", message: `must be "${link}", so that editors check this file against its schema` })
    }
    problems.push(...found)
    if (!isObject(read.data)) continue
    parsed.push(file)
    if (found.length === 0) valid.push(file)
  }

  problems.push(...checkImages(folder, parsed, valid, rules.imageFile ?? (() => "image")))
  problems.push(...parsed.flatMap(checkUniqueIds))
  const resolver = new SchemaResolver(rules.schemas)
  problems.push(...valid.flatMap((file) => checkHomePageRoom(file, resolver, schemaFileFor(file.name))))
  problems.push(...checkIcons(parsed, rules.iconNames))
  // A page file that breaks its schema has said so; its section intros are compared once it is whole.
  problems.push(...checkPages(folder, parsed, rules.pages, names, (file) => valid.includes(file)))
  const routes = rules.pages.map((page) => page.route)
  problems.push(
    ...checkNavigation(
      valid.find((file) => file.name === "navigation.json"),
      routes
    )
  )
  if (safariSlugs(names).length === 0)
    problems.push({ file: `${folder}/safaris`, field: "", message: "has no safari; the site needs at least one (the home page shows its card)" })
  problems.push(...checkSafariAddresses(safariFiles(valid), routes, names))
  problems.push(...safariFiles(valid).flatMap(checkSafariFacts))
  problems.push(...safariFiles(valid).flatMap(checkDepartures))
  problems.push(
    ...checkSafariCards(
      valid.find((file) => file.name === "safari-cards.json"),
      safariSlugs(names)
    )
  )
  problems.push(
    ...checkTestimonialSafaris(
      valid.find((file) => file.name === "testimonials.json"),
      safariSlugs(names)
    )
  )
  const species = valid.find((file) => file.name === "species.json")
  problems.push(...checkSpeciesList(species))
  // A species list that is missing or breaks its schema has said so, and is not read for the posts.
  problems.push(...checkSightings(sightingFiles(valid), species, safariSlugs(names)))
  return { problems, parsed, valid }
}

// The schemas compiled once per set: the editing screen checks content/ twice per save, the tests thousands of times.
const compiledChecks = new WeakMap<object, SchemaCheck>()
function compiled(schemas: ContentRules["schemas"]): SchemaCheck {
  const check = compiledChecks.get(schemas) ?? schemaCheckFor(schemas)
  compiledChecks.set(schemas, check)
  return check
}

/** The "$schema" value that points from a content file to its schema: ./schemas/x.schema.json or ../schemas/page.schema.json. */
function schemaLink(name: string, schema: string): string {
  const depth = name.split("/").length - 1
  return `${depth === 0 ? "./" : "../".repeat(depth)}schemas/${schema}`
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
}
