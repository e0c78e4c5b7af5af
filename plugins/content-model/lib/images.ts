import fs from "fs"
import { isDeepStrictEqual } from "util"
import path from "path"
import { fieldPath, type ContentProblem } from "./problem"
import { walk, type ContentFile } from "./walk"
import { collectionOf } from "./collections"

// The first bytes of each image format sharp can read here; a damaged or renamed file fails at build time otherwise.
const signatures: ReadonlyArray<(head: Buffer) => boolean> = [
  (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (head) => head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  (head) => head.toString("latin1", 4, 8) === "ftyp",
]

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
export function checkImages(contentDir: string, files: ReadonlyArray<ContentFile>, valid: ReadonlyArray<ContentFile>): ContentProblem[] {
  const problems: ContentProblem[] = []
  const folder = path.basename(contentDir)
  const firstCredit = new Map<string, { credit: unknown; where: string }>()
  const fieldFolder = new Map<string, { folder: string; where: string }>()

  for (const file of files) {
    walk(file.data, (key, value, parts) => {
      if (key !== "image" || typeof value !== "string") return
      const absolute = path.resolve(contentDir, path.dirname(file.name), value)
      const image = path.relative(contentDir, absolute).split(path.sep).join("/")
      const field = fieldPath(parts)
      if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
        problems.push({ file: file.label, field, message: `image file not found: looked for ${folder}/${image}` })
        return
      }
      const photoFolder = path.posix.dirname(value)
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
      if (!isImage(absolute)) {
        problems.push({ file: file.label, field, message: `${folder}/${image} is not a JPEG, PNG, WebP or AVIF image (damaged or renamed?)` })
      }
      const credit = valid.includes(file) ? creditBeside(file.data, parts) : undefined
      if (credit === undefined) return
      const creditField = fieldPath([...parts.slice(0, -1), "credit"])
      const first = firstCredit.get(image)
      if (!first) firstCredit.set(image, { credit, where: `${file.label} at ${creditField}` })
      else if (!isDeepStrictEqual(first.credit, credit)) {
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

function isImage(file: string): boolean {
  const head = Buffer.alloc(12)
  const descriptor = fs.openSync(file, "r")
  try {
    fs.readSync(descriptor, head, 0, 12, 0)
  } finally {
    fs.closeSync(descriptor)
  }
  return signatures.some((matches) => matches(head))
}
