import { checkContentFiles, type ContentRules, type ReadContentFile } from "./content-check"
import { describeProblem, type ContentProblem } from "./problem"
import type { ContentFile } from "./walk"
import { parseJson } from "./json-text"
import { departuresSavedTooLate } from "./departure-rules"
import { sightingSavedAhead } from "./sighting-rules"
import { collectionOf } from "./collections"
import { scotlandDay } from "../../../src/lib/departures"

/** What an editor is about to publish or delete: a file written with its new text, or files deleted (names relative to content/). */
export type ContentChange =
  { readonly kind: "write"; readonly name: string; readonly text: string } | { readonly kind: "delete"; readonly names: ReadonlyArray<string> }

/** content/ as it will be after the change: the written file replaced or added, the deleted ones gone. */
export function afterChange(files: ReadonlyArray<ReadContentFile>, change: ContentChange): ReadContentFile[] {
  if (change.kind === "delete") return files.filter((file) => !change.names.includes(file.name))
  const written = { name: change.name, read: parseJson(change.text) }
  const others = files.filter((file) => file.name !== change.name)
  return [...others, written].sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name))
}

// As the build lists them: content/*.json first, then each collection's folder.
const order = (name: string) => (name.includes("/") ? 1 : 0)

// content/ as read for one save, checked once however many changes are weighed against it.
const problemsBefore = new WeakMap<ReadonlyArray<ReadContentFile>, Set<string>>()

/**
 * The problems a change would bring into content/: the build's own check (checkContentFiles) of content/ after the
 * change, less what content/ had already before it (a problem an earlier hand-made edit left is not this editor's to
 * fix, and must not stop their save), except that the file written must pass on its own, whatever it had before.
 * And the rules that read the calendar, so never the build's: a safari's departure this save adds or re-dates may not
 * start on `today` (Scotland's day) or before; a journal post may not be dated after it.
 */
export function problemsOfChange(
  folder: string,
  files: ReadonlyArray<ReadContentFile>,
  change: ContentChange,
  rules: ContentRules,
  today: string = scotlandDay(new Date())
): ContentProblem[] {
  const before = problemsBefore.get(files) ?? new Set(checkContentFiles(folder, files, rules).problems.map(describeProblem))
  problemsBefore.set(files, before)
  const written = change.kind === "write" ? `${folder}/${change.name}` : undefined
  const after = checkContentFiles(folder, afterChange(files, change), rules)
  return [
    ...after.problems.filter((problem) => problem.file === written || !before.has(describeProblem(problem))),
    ...(change.kind === "write" ? savedTooLate(files, change.name, after.valid, today) : []),
    ...(change.kind === "write" ? savedAhead(change.name, after.valid, today) : []),
  ]
}

/** The written safari's departures that have left by `today` and are new or re-dated in this save (departure-rules.ts). */
function savedTooLate(files: ReadonlyArray<ReadContentFile>, name: string, valid: ReadonlyArray<ContentFile>, today: string): ContentProblem[] {
  const safari = collectionOf(name)?.folder === "safaris" ? valid.find((file) => file.name === name) : undefined
  if (!safari) return []
  const data = (file: ReadContentFile) =>
    file.read.ok && file.read.data !== null && typeof file.read.data === "object" ? [file.read.data as Record<string, unknown>] : []
  const own = files.filter((file) => file.name === name)
  const earlier = own.length > 0 ? own : files.filter((file) => collectionOf(file.name)?.folder === "safaris")
  return departuresSavedTooLate(earlier.flatMap(data), safari, today)
}

/** The written journal post, when dated after `today` (sighting-rules.ts). */
function savedAhead(name: string, valid: ReadonlyArray<ContentFile>, today: string): ContentProblem[] {
  const post = collectionOf(name)?.folder === "sightings" ? valid.find((file) => file.name === name) : undefined
  return post ? sightingSavedAhead(post, today) : []
}
