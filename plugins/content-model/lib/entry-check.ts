import type { ContentProblem } from "./problem"
import { checkIcons, checkNavigation, checkSafariAddresses, checkSafariFacts, checkUniqueIds } from "./rules"
import { schemaCheckFor } from "./schema-check"
import { checkHomePageRoom } from "./home-page"
import { SchemaResolver } from "./schema-resolver"
import type { ContentFile } from "./walk"
import { collectionOf } from "./collections"

/** What the checks of one file need besides the file: the schemas by file name, and what src/ offers. */
export type EntryRules = {
  readonly schemas: Readonly<Record<string, object>>
  /** The icons of src/components/icon.tsx. */
  readonly iconNames: ReadonlyArray<string>
  /** The routes of src/pages. */
  readonly routes: ReadonlyArray<string>
}

/** The schema a content file follows: a collection's file its collection's (page.schema.json), content/x.json x.schema.json. */
export const schemaFileFor = (name: string): string => collectionOf(name)?.schema ?? name.replace(/\.json$/, ".schema.json")

/**
 * The build's own checks of one content file that need no other file and no file system: its schema, unique
 * ids, icon names, the home page's room, menu links, the safari pages' other addresses and the figures their texts repeat. The CMS runs them on an entry before saving it
 * (plugins/cms/admin/cms.ts), so what it saves passes them at build; each problem is the one the build would report
 * (describeProblem gives the build log's line, describeForEditor the editor's words).
 * Images (their files and credits) and the pages' routes are checked by the build (validation.ts) alone.
 */
export function entryCheckFor(rules: EntryRules, folder = "content"): (name: string, data: unknown) => ContentProblem[] {
  const checkSchema = schemaCheckFor(rules.schemas)
  const resolver = new SchemaResolver(rules.schemas)
  return (name, data) => {
    const label = `${folder}/${name}`
    const problems: ContentProblem[] = checkSchema(schemaFileFor(name), data).map((problem) => ({ file: label, ...problem }))
    if (problems.length === 0 && data !== null && typeof data === "object" && !Array.isArray(data)) {
      const file: ContentFile = { label, name, data: data as Record<string, unknown> }
      problems.push(...checkUniqueIds(file), ...checkIcons([file], rules.iconNames), ...checkHomePageRoom(file, resolver, schemaFileFor(name)))
      if (name === "navigation.json") problems.push(...checkNavigation(file, rules.routes))
      if (collectionOf(name)?.folder === "safaris") problems.push(...checkSafariAddresses([file], rules.routes), ...checkSafariFacts(file))
    }
    return problems
  }
}
