// The build's whole content check, run where Decap writes: every Publish and every Delete of an entry goes through the
// backend's persistEntry or deleteFiles, whatever the timing of the screen around it, so what either would bring into
// content/ (an address two safaris share, a home card left without its safari) is refused there, before anything is
// written, in the editor's words.
import {
  COLLECTIONS,
  describeForEditor,
  entryOfProblem,
  entrySlug,
  parseJson,
  problemsOfChange,
  schemaFileFor,
  SchemaResolver,
  type ContentChange,
  type ReadContentFile,
} from "../../content-model/editing-screen"
import type { ContentProblem } from "../../content-model/editing-screen"
import type { EditingRules } from "./editing-rules"
import { withMethods } from "./decap-internals"
import { showProblems } from "./problems-panel"

/** The part of a Decap backend implementation (decap-cms-lib-util's Implementation) the check reads and guards. */
export type BackendImplementation = {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<Array<{ data: string; file: { path: string } }>>
  persistEntry(entry: { dataFiles: Array<{ path: string; raw: string; newPath?: string }> }, options: unknown): Promise<unknown>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}

/** An error whose text is the sentence itself: Decap shows "Not saved. %{details}" with String(error). */
class Refused extends Error {
  override toString() {
    return this.message
  }
}

/** The backend with the check in front of its two writes; everything else as it was. */
export function checkedBackend<T extends object>(implementation: T, rules: Promise<EditingRules>): T {
  const backend = implementation as T & BackendImplementation
  const persistEntry: BackendImplementation["persistEntry"] = async (entry, options) => {
    const loaded = await rules
    const [file] = entry.dataFiles
    const name = inContent(loaded, file.newPath ?? file.path)
    if (name) await refuseProblems(backend, loaded, { kind: "write", name, text: file.raw })
    return backend.persistEntry(entry, options)
  }
  const deleteFiles: BackendImplementation["deleteFiles"] = async (paths, message) => {
    const loaded = await rules
    const names = paths.map((path) => inContent(loaded, path)).filter((name): name is string => name !== undefined)
    if (names.length > 0) await refuseProblems(backend, loaded, { kind: "delete", names })
    return backend.deleteFiles(paths, message)
  }
  return withMethods(backend, { persistEntry, deleteFiles })
}

/** safaris/333.json for content/safaris/333.json; undefined for a file outside content/ or not JSON (a photograph). */
function inContent(rules: EditingRules, path: string): string | undefined {
  const prefix = `${rules.folder}/`
  return path.startsWith(prefix) && path.endsWith(".json") ? path.slice(prefix.length) : undefined
}

/** Every content file as the backend holds it now (another editor's Publish since this screen opened included). */
async function readContent(backend: BackendImplementation, rules: EditingRules): Promise<ReadContentFile[]> {
  const folders = ["", ...COLLECTIONS.map((collection) => `${collection.folder}/`)]
  const listed = await Promise.all(folders.map((folder) => backend.entriesByFolder(`${rules.folder}/${folder}`.replace(/\/$/, ""), "json", 1)))
  return listed.flat().map((entry) => ({ name: entry.file.path.slice(rules.folder.length + 1), read: parseJson(entry.data) }))
}

async function refuseProblems(backend: BackendImplementation, rules: EditingRules, change: ContentChange): Promise<void> {
  const files = await readContent(backend, rules)
  const problems = problemsOfChange(rules.folder, files, change, rules)
  if (problems.length === 0) return
  const before = new Map(files.map((file) => [file.name, file.read]))
  const after = new Map(before)
  if (change.kind === "write") after.set(change.name, parseJson(change.text))
  const schemas = new SchemaResolver(rules.schemas)
  const words = problems.map((problem) => editorLine(problem, change, rules, schemas, before, after))
  if (change.kind === "delete") {
    showProblems(words, "Not deleted: first take it out of the places below")
    throw new Refused("Other entries still show or name it. What to change first is listed at the bottom left.")
  }
  showProblems(words)
  throw new Refused("The site could not be built with this change. What to fix is listed at the bottom left.")
}

/** A problem as the editor reads it: in the entry in front of them by its field; elsewhere, with the place to go first. */
function editorLine(
  problem: ContentProblem,
  change: ContentChange,
  rules: EditingRules,
  schemas: SchemaResolver,
  before: ReadonlyMap<string, ReturnType<typeof parseJson>>,
  after: ReadonlyMap<string, ReturnType<typeof parseJson>>
): string {
  const name = problem.file.slice(rules.folder.length + 1)
  const read = after.get(name)
  const file = { schemas, schemaFile: schemaFileFor(name), data: read?.ok ? read.data : undefined }
  if (change.kind === "write" && name === change.name) return describeForEditor(problem, file)
  const place = placeOf(name, rules, file.data)
  if (change.kind === "delete") {
    const gone = change.names.find((deleted) => problem.message.includes(`/safaris/${entrySlug(deleted)}`))
    if (gone) {
      // A card holds the safari's address; the form shows its title.
      const title = titleOf(before.get(gone))
      const entry = entryOfProblem(problem, file).replace(`'${entrySlug(gone)}'`, title ? `'${title}'` : "$&")
      return `${place}${entry ? `, ${entry}` : ""}: names this safari. Take it out there and publish, then delete this safari.`
    }
  }
  return `${place}: ${describeForEditor(problem, file)}`
}

/** "Sections › Safari cards on the home page", "Safaris › Wildlife Safaris": where the editor opens a file. */
function placeOf(name: string, rules: EditingRules, data: unknown): string {
  const own = rules.places[name]
  if (own) return own
  const folder = rules.places[name.replace(/[^/]+$/, "")] ?? name
  const title = titleOf({ ok: true, data })
  return title ? `${folder} › ${title}` : folder
}

/** A safari's title, a page's heading: what the editing screen lists an entry of a folder by. */
function titleOf(read: ReturnType<typeof parseJson> | undefined): string | undefined {
  const data = read?.ok && read.data !== null && typeof read.data === "object" ? (read.data as Record<string, unknown>) : {}
  const title = data.title ?? data.heading
  return typeof title === "string" && title.trim() ? title.trim() : undefined
}
