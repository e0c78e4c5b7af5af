import { dateRange, isIsoDay } from "../../../src/lib/departures"
import { label, SUMMARY_FIELDS } from "./field-labels"
import type { ContentProblem } from "./problem"
import type { JsonSchema, SchemaResolver } from "./schema-resolver"

// No file system here: the editing screen (plugins/cms/admin/cms.ts) words the build's problems with it in the browser.

/** A content file as the editing screen holds it: its data, and the schema its form is made from. */
export type EditedFile = {
  readonly schemas: SchemaResolver
  readonly schemaFile: string
  readonly data: unknown
}

type Part = string | number

/**
 * A problem the build found in a content file, in the words of the editing screen instead of the build log's:
 * fields by their labels in the form, list entries by their 1-based position and their title as the form lists
 * them, and what to do. `FAQ 3, "Do I need travel insurance?": the answer is required. Fill it in.`
 * The build log keeps its own line (describeProblem: file and JSON path), for whoever reads the log.
 */
export function describeForEditor(problem: ContentProblem, file: EditedFile): string {
  const where = placeOf(parsePath(problem.field), file)
  const the = where.field ? theField(where.field) : "this"
  const message = problem.message.replace(PATH_IN_MESSAGE, (path) => placeOf(parsePath(path), file).entries.join(", ") || path)
  const sentence = editorSentence(the, message, where.field)
  return where.entries.length > 0 ? `${where.entries.join(", ")}: ${sentence}` : upperFirst(sentence)
}

/** The list entries a problem is in, as the form names them ("Safari card 3, 'Wildlife Safaris'"), or "" for the file itself. */
export function entryOfProblem(problem: ContentProblem, file: EditedFile): string {
  return placeOf(parsePath(problem.field), file).entries.join(", ")
}

// A JSON path such as faqs[0] or footer[1].links[2], where the build's message names another entry.
const PATH_IN_MESSAGE = /\b[a-zA-Z]+(?:\[\d+\])+(?:\.[a-zA-Z]+(?:\[\d+\])*)*/g

function editorSentence(the: string, message: string, field: string): string {
  if (message === "is required" || message === "must not be empty" || /^must be a string .*, found null$/.test(message)) {
    return `${the} is required. Fill it in.`
  }
  if (/^is blank\b/.test(message)) return `${the} is required. Write it in: spaces alone do not count.`
  if (/^is \d+ characters long; the most it can be is \d+$/.test(message)) return `${the} ${message}. Shorten it, then publish again.`
  const disagrees = /^says (.+); change one of them so they agree$/.exec(message)
  if (disagrees) return `${the} says ${disagrees[1]}. Change one of them so they agree, then publish again.`
  const leadsElsewhere = /^("[^"]*") already leads to (.+); an address can lead to one page only$/.exec(message)
  if (leadsElsewhere)
    return `${leadsElsewhere[1]} already leads to ${leadsElsewhere[2]}, and an address can lead to one safari only. Remove it here, or choose another.`
  const ownPage = /^("[^"]*") is the address of a page of its own; choose another$/.exec(message)
  if (ownPage) return `${ownPage[1]} is the address of a page of the site. Choose another.`
  const listedTwice = /^repeats .+ \((.+)\)$/.exec(message)
  if (listedTwice) return `${listedTwice[1]} is in the list twice. Remove one of them.`
  const tooMany = /^is ticked on (\d+) (.+); the home page has room for (\d+)$/.exec(message)
  if (tooMany)
    return `"${field}" is ticked on ${tooMany[1]} ${tooMany[2]}, and the home page has room for ${tooMany[3]}. Untick it here or on another one.`
  const repeated = /^"(.*)" is already the id of (.+); ids must be unique$/.exec(message)
  if (repeated) return `${the} "${repeated[1]}" is already used by ${repeated[2]}. Choose another one.`
  const sameFirstDay = /^\S+ is also the first day of (.+); two departures of one safari cannot start on the same day$/.exec(message)
  if (sameFirstDay)
    return `${the} is also the first day of ${sameFirstDay[1]}. Two departures of one safari cannot start on the same day: change one of the dates, or remove the departure you do not need, then publish again.`
  const endsBefore = /^(\S+) is before the first day, (\S+)$/.exec(message)
  if (endsBefore)
    return `${the} (${inWords(endsBefore[1])}) is before the first day (${inWords(endsBefore[2])}). A departure ends on or after the day it starts: change one of them, then publish again.`
  const length = /^makes the departure (\d+) days long, but the sample itinerary has (\d+) days; say why in its note$/.exec(message)
  if (length)
    return `${the} makes the departure ${length[1]} days long, but the sample itinerary has ${length[2]} days. Say why in its note, or leave the last day empty for ${length[2]} days, then publish again.`
  const left = /^(\S+) is (today|past) \(today is (\S+)\); a departure is shown until the day before it starts$/.exec(message)
  if (left)
    return left[2] === "today"
      ? `${the} is today: the group sets off today, and the site stops showing a departure on the day it starts. Choose a later day, then publish again.`
      : `${the} (${inWords(left[1])}) has passed: today is ${inWords(left[3])}, and the site shows a departure only until the day before it starts. Choose a later day, or remove this departure, then publish again.`
  // The schema's own messages ("must be ..., found "x"") and the counts: said of the field, with what it holds now.
  const must = /^(must .+?)(?:, found (.+))?$/.exec(message)
  if (must) return `${the} ${must[1]}${must[2] ? ` (now ${must[2]})` : ""}. Change it, then publish again.`
  return `${the}: ${message}. Change it, then publish again.`
}

/** Turns faqs[2].answer back into ["faqs", 2, "answer"]. */
export function parsePath(path: string): Part[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] !== undefined ? Number(match[2]) : match[1]))
}

/** The list entries ("FAQ 3, 'Do I need travel insurance?'") and the field label a path leads to in the form. */
function placeOf(parts: ReadonlyArray<Part>, { schemas, schemaFile, data }: EditedFile): { entries: string[]; field: string } {
  let node = schemas.resolve(schemas.file(schemaFile), schemaFile)
  let value: unknown = data
  const entries: string[] = []
  let fields: string[] = []
  for (const part of parts) {
    if (typeof part === "number") {
      if (node.schema.type !== "array" || !node.schema.items) break
      const items = schemas.itemSchemas(node.schema, node.file)
      const listLabel = fields.at(-1) ?? "Entry"
      node = items[Array.isArray(node.schema.items) ? Math.min(part, items.length - 1) : 0]
      value = Array.isArray(value) ? value[part] : undefined
      entries.push(entryName(node.schema, listLabel, part, value))
      fields = []
      continue
    }
    const property = node.schema.properties?.[part]
    if (!property) {
      fields.push(part)
      break
    }
    node = schemas.resolve(property, node.file)
    value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined
    fields.push(label(node.schema, part))
  }
  // An object's fields inside an entry, such as a banner's photograph: "Banner, image file".
  return { entries, field: fields.map((name, index) => (index === 0 ? name : lowerFirst(name))).join(", ") }
}

/**
 * "FAQ 3, 'Do I need travel insurance?'": the entry's kind, its position from 1, and its title in the list; an entry
 * without a title by its first day ("Departure 2, '8 May 2027'").
 */
function entryName(item: JsonSchema, listLabel: string, index: number, value: unknown): string {
  const kind = item.title ? label(item, "") : listLabel
  const properties = Object.entries(item.properties ?? {})
  const summary = SUMMARY_FIELDS.find((field) => field in (item.properties ?? {})) ?? properties.find(([, field]) => field.format === "date")?.[0]
  // An entry of a list of texts (an activity) is its text.
  const title =
    typeof value === "string"
      ? value
      : summary && value !== null && typeof value === "object"
        ? (value as Record<string, unknown>)[summary]
        : undefined
  return typeof title === "string" && title.trim() ? `${kind} ${index + 1}, '${inWords(title.trim())}'` : `${kind} ${index + 1}`
}

/** A day as the form's list shows it ("8 May 2027"); any other text as it is. */
const inWords = (text: string) => (isIsoDay(text) ? dateRange(text, text) : text)

// "the answer", but a label that is a phrase ("What the guide price is for", "Who it suits") quoted as the form shows it.
const theField = (field: string) => (/^(What|Who|How|When|Where|Why)\b/.test(field) ? `"${field}"` : `the ${lowerFirst(field)}`)

// "Answer" -> "answer", but "FAQ" and "URL" stay as they are.
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text)
const upperFirst = (text: string) => text[0].toUpperCase() + text.slice(1)
