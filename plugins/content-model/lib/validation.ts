import fs from "fs"
import path from "path"
import { readJsonFile } from "./json"
import { readSchemaFiles } from "./schema-reader"
import { checkContentFiles } from "./content-check"
import { imageFileIn } from "./image-files"
import { COLLECTIONS } from "./collections"
import { iconNames, pageNeeds } from "./page-needs"
import type { ContentProblem } from "./problem"

export { describeProblem, type ContentProblem } from "./problem"

/**
 * Checks the whole content folder and returns every problem found (an empty list when all is well):
 * invalid JSON, fields that break the file's JSON Schema (content/schemas/), missing images,
 * a photograph credited differently in two places, unknown icons, more entries ticked for the home page than it has room for, pages and links without their counterpart.
 * The rules are checkContentFiles's, which the editing screen runs before each save; here it also looks at the
 * photographs' files. Pure apart from reading files, so the build (gatsby-node.ts) and the unit tests run the same code.
 */
export function validateContent(contentDir: string): ContentProblem[] {
  const folder = path.basename(contentDir)
  const files = contentFileNames(contentDir).map((name) => ({ name, read: readJsonFile(path.join(contentDir, name)) }))
  const rules = { schemas: readSchemaFiles(path.join(contentDir, "schemas")), iconNames, pages: pageNeeds, imageFile: imageFileIn(contentDir) }
  const { problems } = checkContentFiles(folder, files, rules)
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
