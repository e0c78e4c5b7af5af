import fs from "fs"
import path from "path"
import { readJsonFile } from "./json"
import { schemaCheckFor } from "./schema-check"
import { schemaFileFor } from "./entry-check"
import { readSchemaFiles, SHARED_SCHEMAS } from "./schema-reader"
import { SchemaResolver } from "./schema-resolver"
import { checkHomePageRoom } from "./home-page"
import { checkImages } from "./images"
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
import { COLLECTIONS, collectionOfSchema } from "./collections"
import { iconNames, pageNeeds } from "./page-needs"
import type { ContentFile } from "./walk"
import type { ContentProblem } from "./problem"

export { describeProblem, type ContentProblem } from "./problem"

/**
 * Checks the whole content folder and returns every problem found (an empty list when all is well):
 * invalid JSON, fields that break the file's JSON Schema (content/schemas/), missing images,
 * a photograph credited differently in two places, unknown icons, more entries ticked for the home page than it has room for, pages and links without their counterpart. Pure apart from reading files,
 * so the build (gatsby-node.ts) and the unit tests run the same code.
 */
export function validateContent(contentDir: string): ContentProblem[] {
  const folder = path.basename(contentDir)
  const schemaFiles = readSchemaFiles(path.join(contentDir, "schemas"))
  const schemas = Object.keys(schemaFiles)
  const checkSchema = schemaCheckFor(schemaFiles)
  const problems: ContentProblem[] = []
  const parsed: ContentFile[] = []
  const valid: ContentFile[] = []

  for (const schema of schemas.filter((name) => !SHARED_SCHEMAS.includes(name) && !collectionOfSchema(name))) {
    const name = schema.replace(".schema.json", ".json")
    if (!fs.existsSync(path.join(contentDir, name))) {
      problems.push({ file: `${folder}/${name}`, field: "", message: `is missing; the site needs it (its fields: ${folder}/schemas/${schema})` })
    }
  }

  // Every content file there is, read or not: the rules across files take a file that cannot be read as there but
  // broken, never as missing, so one mistake gives one message (its own).
  const present = contentFileNames(contentDir)
  for (const name of present) {
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
    const read = readJsonFile(path.join(contentDir, name))
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

  problems.push(...checkImages(contentDir, parsed, valid))
  problems.push(...parsed.flatMap(checkUniqueIds))
  const resolver = new SchemaResolver(schemaFiles)
  problems.push(...valid.flatMap((file) => checkHomePageRoom(file, resolver, schemaFileFor(file.name))))
  problems.push(...checkIcons(parsed, iconNames))
  problems.push(...checkPages(folder, parsed, pageNeeds, present))
  problems.push(
    ...checkNavigation(
      valid.find((file) => file.name === "navigation.json"),
      pageNeeds.map((page) => page.route)
    )
  )
  if (safariSlugs(present).length === 0)
    problems.push({ file: `${folder}/safaris`, field: "", message: "has no safari; the site needs at least one (the home page shows its card)" })
  problems.push(
    ...checkSafariAddresses(
      safariFiles(valid),
      pageNeeds.map((page) => page.route),
      present
    )
  )
  problems.push(...safariFiles(valid).flatMap(checkSafariFacts))
  problems.push(
    ...checkSafariCards(
      valid.find((file) => file.name === "safari-cards.json"),
      safariSlugs(present)
    )
  )
  problems.push(
    ...checkTestimonialSafaris(
      valid.find((file) => file.name === "testimonials.json"),
      safariSlugs(present)
    )
  )
  // One file's problems together, in the order found (Array.prototype.sort is stable).
  return problems.sort((a, b) => a.file.localeCompare(b.file))
}

/** content/*.json and the files of each collection folder (content/pages/*.json, ...), relative to the content folder. */
function contentFileNames(contentDir: string): string[] {
  const json = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(".json"))
          .sort()
      : []
  return [...json(contentDir), ...COLLECTIONS.flatMap(({ folder }) => json(path.join(contentDir, folder)).map((name) => `${folder}/${name}`))]
}

/** The "$schema" value that points from a content file to its schema: ./schemas/x.schema.json or ../schemas/page.schema.json. */
function schemaLink(name: string, schema: string): string {
  const relative = path.posix.relative(path.posix.dirname(name), `schemas/${schema}`)
  return relative.startsWith(".") ? relative : `./${relative}`
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
}
