/**
 * The folders of content/ that hold one file per entry, where the business has more or less of a thing: every file of
 * a folder follows one schema and is one GraphQL node of one type. Everywhere else, one file is one thing (content/faqs.json).
 */
export const COLLECTIONS = [
  { folder: "pages", schema: "page.schema.json", type: "PageJson" },
  { folder: "safaris", schema: "safari.schema.json", type: "SafariJson" },
  { folder: "sightings", schema: "sighting.schema.json", type: "SightingJson" },
] as const

export type Collection = (typeof COLLECTIONS)[number]

/** The collection a content file (relative to content/, with /: safaris/111.json) belongs to, if any. */
export const collectionOf = (name: string): Collection | undefined => COLLECTIONS.find((collection) => name.startsWith(`${collection.folder}/`))

/** The collection whose files a schema describes, if any. */
export const collectionOfSchema = (schema: string): Collection | undefined => COLLECTIONS.find((collection) => collection.schema === schema)

/** The last part of an entry's address, its file's name: safaris/isle-of-mull-otters.json -> isle-of-mull-otters. */
export const entrySlug = (name: string): string => name.replace(/^.*\//, "").replace(/\.json$/, "")

/** The schema a content file follows: a collection's file its collection's (page.schema.json), content/x.json x.schema.json. */
export const schemaFileFor = (name: string): string => collectionOf(name)?.schema ?? name.replace(/\.json$/, ".schema.json")
