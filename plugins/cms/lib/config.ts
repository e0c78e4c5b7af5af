import fs from "fs"
import path from "path"
import {
  readJsonFile,
  iconFields,
  contentSchemas,
  PAGE_SCHEMA,
  SchemaSet,
  collectionOfSchema,
  type Collection,
  iconNames,
  pageNeeds,
  walk,
  label,
} from "../../content-model/index"
import { CONTENT_FORMAT } from "../admin/content-format"
import { cmsBackend, type CmsEnvironment } from "../backend"
import { cmsFields, type FieldContext } from "./fields"

/** Where an editor finds each content file in the CMS: the pages, then the rest in two groups, in this order. */
export const collectionFiles = [
  {
    name: "content",
    label: "Sections",
    files: ["safari-cards", "safari-finder", "safari-page", "faqs", "testimonials", "about", "safari-options", "gallery", "guides", "species"],
  },
  { name: "settings", label: "Site details", files: ["site", "navigation"] },
] as const

export type CmsConfigOptions = {
  /** The content folder (content/), its schemas in content/schemas/. */
  readonly contentDir: string
  /** The public address of the site (SITE_URL). */
  readonly siteUrl: string
  /** `gatsby develop`: the CMS saves through the local backend (decap-server) into the working tree. */
  readonly develop: boolean
  /** The local backend's port (decap-server's PORT), develop only. */
  readonly localBackendPort?: number
  readonly env?: CmsEnvironment
}

/**
 * The Decap CMS configuration, generated from content/schemas/ on every build and `gatsby develop` start (never
 * written by hand): one entry per content file, its fields from the file's JSON Schema (fields.ts). Only the
 * development configuration names the local backend, so a production build never talks to decap-server.
 */
export function cmsConfig(options: CmsConfigOptions): Record<string, unknown> {
  const { contentDir, develop } = options
  const schemas = new SchemaSet(path.join(contentDir, "schemas"))
  const repoDir = path.dirname(contentDir)
  const folder = path.relative(repoDir, contentDir).split(path.sep).join("/")
  const routes = pageNeeds.map((page) => page.route).sort()
  const icons = [...iconNames]

  const listed = collectionFiles.flatMap((group) => group.files.map((name) => `${name}.schema.json`))
  const unlisted = contentSchemas(schemas).filter((file) => !collectionOfSchema(file) && !listed.includes(file))
  if (unlisted.length)
    throw new Error(`the editing screen (the cms plugin): ${unlisted.join(", ")} is in no CMS collection; add it to collectionFiles`)

  const context = (files: string[], schemaLink: string, extra: Partial<FieldContext> = {}): FieldContext => ({
    choices: new Map([
      ...iconFields
        .filter((use) => files.some((file) => (use.file.endsWith("/") ? file.startsWith(use.file) : file === use.file)))
        .map(({ list, key }) => [list === null ? key : `${list}.${key}`, icons] as const),
      // The links checkNavigation (the content-model plugin) holds to the routes.
      ...(files.includes("navigation.json") ? (["main.path", "footer.links.path"] as const).map((field) => [field, routes] as const) : []),
    ]),
    fixed: new Set(),
    fileRelations: new Map(collectionFiles.flatMap((group) => group.files.map((name) => [name, group.name] as const))),
    imageFolders: imageFolders(contentDir, files),
    schemaLink,
    // The files of one collection or file are in one folder (pages/, safaris/, or content/ itself).
    fromRoot: (media: string) => `/${path.posix.join(folder, path.posix.dirname(files[0]), media)}`,
    ...extra,
  })

  /** A folder of content/ with one file per entry (collections.ts), its form made from the folder's one schema. */
  const folderCollection = (name: Collection["folder"], schemaFile: string, settings: Record<string, unknown>, extra: Partial<FieldContext> = {}) => {
    const files = fs
      .readdirSync(path.join(contentDir, name))
      .filter((file) => file.endsWith(".json"))
      .map((file) => `${name}/${file}`)
    return {
      name,
      ...settings,
      description: schemas.file(schemaFile).description,
      folder: `${folder}/${name}`,
      extension: "json",
      format: CONTENT_FORMAT,
      fields: cmsFields(schemas, schemaFile, context(files, `../schemas/${schemaFile}`, extra)),
    }
  }
  const pagesCollection = folderCollection(
    "pages",
    PAGE_SCHEMA,
    {
      label: "Pages",
      label_singular: "Page",
      create: false,
      delete: false,
      identifier_field: "path",
      summary: "{{heading}} ({{path}})",
      sortable_fields: [{ field: "path", default_sort: true }, "heading"],
    },
    // A page's path is how the site's code finds its file; its section intros are the sections the page shows.
    { fixed: new Set(["path", "sections", "sections.id"]) }
  )
  const safarisCollection = folderCollection("safaris", SAFARI_SCHEMA, {
    label: "Safaris",
    label_singular: "Safari",
    // New safari, duplicate and delete. A new safari's file, and so its address, is named after its title when first
    // published; Decap never renames a file, so a later title leaves the address as it was.
    create: true,
    delete: true,
    slug: "{{slug}}",
    identifier_field: "title",
    // In a summary Decap's {{slug}} is the identifier (the title); {{filename}} is the file's name, the address.
    summary: "{{title}} (/safaris/{{filename}})",
    sortable_fields: ["title"],
    preview_path: "safaris/{{slug}}",
  })
  const sightingsCollection = folderCollection("sightings", SIGHTING_SCHEMA, {
    label: "Sightings journal",
    label_singular: "Sighting",
    // New post, duplicate and delete; a post's address is made from its title when first published, as a safari's.
    create: true,
    delete: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{date}}: {{title}}",
    sortable_fields: [{ field: "date", default_sort: "desc" }, "title"],
    preview_path: "journal/{{slug}}",
  })

  const fileCollections = collectionFiles.map((group) => ({
    name: group.name,
    label: group.label,
    format: CONTENT_FORMAT,
    files: group.files.map((name) => {
      const schemaFile = `${name}.schema.json`
      const schema = schemas.file(schemaFile)
      return {
        name,
        label: label(schema, name),
        file: `${folder}/${name}.json`,
        ...(schema.description ? { description: schema.description } : {}),
        fields: cmsFields(schemas, schemaFile, context([`${name}.json`], `./schemas/${schemaFile}`)),
      }
    }),
  }))

  const { backend } = cmsBackend(options.env ?? process.env)
  return {
    ...(develop ? { local_backend: { url: `http://localhost:${options.localBackendPort ?? 8081}/api/v1` } } : {}),
    backend,
    site_url: develop ? "http://localhost:8000" : options.siteUrl,
    display_url: develop ? "http://localhost:8000" : options.siteUrl,
    logo: { src: "/admin/brand-mark.svg", show_in_header: true },
    locale: "en",
    // Uploads named as the site names its files: lower case ASCII, dashes.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    media_folder: `${folder}/${DEFAULT_MEDIA}`,
    public_folder: DEFAULT_MEDIA,
    collections: [pagesCollection, safarisCollection, sightingsCollection, ...fileCollections],
  }
}

/**
 * Where an editor finds each content file in the editing screen, in its own words ("Sections › FAQs"), by the file's
 * name relative to content/; a collection's folder by its name and a slash ("safaris/": "Safaris").
 */
export function editingPlaces(schemas: SchemaSet): Record<string, string> {
  return Object.fromEntries([
    ...collectionFiles.flatMap((group) =>
      group.files.map((name) => [`${name}.json`, `${group.label} › ${label(schemas.file(`${name}.schema.json`), name)}`])
    ),
    ["pages/", "Pages"],
    ["safaris/", "Safaris"],
    ["sightings/", "Sightings journal"],
  ])
}

const DEFAULT_MEDIA = "images/photos"
const SAFARI_SCHEMA = "safari.schema.json"
const SIGHTING_SCHEMA = "sighting.schema.json"

/** For each image field of these content files (by data path), the folder its photographs are in today. */
function imageFolders(contentDir: string, files: ReadonlyArray<string>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>()
  for (const file of files) {
    const read = readJsonFile(path.join(contentDir, file))
    if (!read.ok) continue
    walk(read.data, (key, value, parts) => {
      if (key !== "image" || typeof value !== "string") return
      const field = parts.filter((part) => typeof part === "string").join(".")
      const byFolder = counts.get(field) ?? new Map<string, number>()
      const dir = path.posix.dirname(value)
      byFolder.set(dir, (byFolder.get(dir) ?? 0) + 1)
      counts.set(field, byFolder)
    })
  }
  // The folder most of a field's photographs are in, when (unusually) they are in several.
  return new Map([...counts].map(([field, byFolder]) => [field, [...byFolder].sort((a, b) => b[1] - a[1])[0][0]]))
}
