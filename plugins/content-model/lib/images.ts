import { fieldPath, type ContentProblem } from "./problem"
import { walk, type ContentFile } from "./walk"
import { collectionOf } from "./collections"

/**
 * Every `image` in the content files must name a real image file (relative to the JSON file, as Gatsby's
 * @fileByRelativePath resolves it). Each photograph carries its own credit beside it (the schemas require it, so
 * the CMS asks for it in the same form); a file used in several places is one photograph with one author and
 * licence, so every place that uses it must give the same credit, or the gallery page would list two.
 * All photographs of one field (a file's field across its list entries, or a collection's field across its files) are in one
 * folder: the editing screen lists, uploads to and reads one folder per field (plugins/cms, its media_folder), and
 * showed a photograph kept elsewhere as missing.
 * `files` are all files that parsed (images are found by their key, whatever else is wrong); credits are compared
 * in `valid` files only, those that match their schema, so that a credit's own problem is reported once.
 */
export function checkImages(
  folder: string,
  files: ReadonlyArray<ContentFile>,
  valid: ReadonlyArray<ContentFile>,
  imageFile: (image: string) => ImageFile
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const firstCredit = new Map<string, { credit: unknown; where: string }>()
  const fieldFolder = new Map<string, { folder: string; where: string }>()

  for (const file of files) {
    walk(file.data, (key, value, parts) => {
      // A blank path is the schema's to report: one mistake, one message.
      if (key !== "image" || typeof value !== "string" || !/\S/.test(value)) return
      const image = inContentFolder(file.name, value)
      const field = fieldPath(parts)
      const found = imageFile(image)
      if (found === "missing") {
        problems.push({ file: file.label, field, message: `image file not found: looked for ${folder}/${image}` })
        return
      }
      const photoFolder = value.replace(/\/?[^/]*$/, "") || "."
      // A collection's files are one form in the editing screen, with one folder per field for all of them.
      const sameField = `${collectionOf(file.name)?.folder ?? file.label} ${parts.filter((part) => typeof part === "string").join(".")}`
      const seen = fieldFolder.get(sameField)
      if (!seen) fieldFolder.set(sameField, { folder: photoFolder, where: collectionOf(file.name) ? `${file.label} at ${field}` : field })
      else if (seen.folder !== photoFolder) {
        problems.push({
          file: file.label,
          field,
          message: `${folder}/${image} is not in ${seen.folder}, where the field's other photographs are (${seen.where}); the editing screen shows one folder per field: put the photograph in ${seen.folder}`,
        })
      }
      if (found === "not an image") {
        problems.push({ file: file.label, field, message: `${folder}/${image} is not a JPEG, PNG, WebP or AVIF image (damaged or renamed?)` })
      }
      const credit = valid.includes(file) ? creditBeside(file.data, parts) : undefined
      if (credit === undefined) return
      const creditField = fieldPath([...parts.slice(0, -1), "credit"])
      const first = firstCredit.get(image)
      if (!first) firstCredit.set(image, { credit, where: `${file.label} at ${creditField}` })
      else if (!sameValue(first.credit, credit)) {
        problems.push({
          file: file.label,
          field: creditField,
          message: `differs from the credit of the same photograph (${folder}/${image}) in ${first.where}; one photograph has one credit: make them the same`,
        })
      }
    })
  }
  return problems
}

/** The `credit` object beside the `image` at `parts`, if there is one. */
function creditBeside(data: unknown, parts: ReadonlyArray<string | number>): object | undefined {
  const parent = parts.slice(0, -1).reduce<unknown>((at, part) => (at as Record<string | number, unknown> | null)?.[part], data)
  const credit = (parent as { credit?: unknown } | null)?.credit
  return typeof credit === "object" && credit !== null ? credit : undefined
}

/** An image file as the check sees it: there and readable as an image, there but not an image, or not there. */
export type ImageFile = "image" | "not an image" | "missing"

/** images/gallery/x.jpg for ../images/gallery/x.jpg in pages/faqs.json: a photograph's path from the content folder. */
function inContentFolder(name: string, value: string): string {
  const parts: string[] = name.split("/").slice(0, -1)
  for (const part of value.split("/")) {
    if (part === "..") parts.pop()
    else if (part !== "." && part !== "") parts.push(part)
  }
  return parts.join("/")
}

/** The same JSON value, whatever the order of an object's keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}
