import fs from "fs"
import path from "path"
import { fieldPath, type ContentProblem } from "./problem"
import { walk, type ContentFile } from "./walk"

const CREDITS = "credits.json"
// A gallery photograph carries its own credit, beside it in its gallery entry, so that the CMS asks for it in the same form.
const GALLERY = "gallery.json"

// The first bytes of each image format sharp can read here; a damaged or renamed file fails at build time otherwise.
const signatures: ReadonlyArray<(head: Buffer) => boolean> = [
  (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (head) => head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  (head) => head.toString("latin1", 4, 8) === "ftyp",
]

/**
 * Every `image` in the content files must name a real image file (relative to the JSON file, as Gatsby's
 * @fileByRelativePath resolves it), and every image used must have one credit: the credit of its gallery entry
 * (content/gallery.json) or an entry in content/credits.json, not both.
 * `files` are all files that parsed (images are found by their key, whatever else is wrong).
 */
export function checkImages(contentDir: string, files: ReadonlyArray<ContentFile>, valid: ReadonlyArray<ContentFile>): ContentProblem[] {
  const problems: ContentProblem[] = []
  const folder = path.basename(contentDir)
  // The credits list is only trusted once it matches its schema; until then, its own problems are reported.
  const credits = valid.find((file) => file.name === CREDITS)
  const credited = new Map<string, string>()

  const check = (file: ContentFile, parts: ReadonlyArray<string | number>, value: string): string | undefined => {
    const absolute = path.resolve(contentDir, path.dirname(file.name), value)
    const shown = `${folder}/${path.relative(contentDir, absolute).split(path.sep).join("/")}`
    const field = fieldPath(parts)
    if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
      problems.push({ file: file.label, field, message: `image file not found: looked for ${shown}` })
      return undefined
    }
    if (!isImage(absolute)) {
      problems.push({ file: file.label, field, message: `${shown} is not a JPEG, PNG, WebP or AVIF image (damaged or renamed?)` })
    }
    return path.relative(contentDir, absolute).split(path.sep).join("/")
  }

  // Trusted entry by entry, once the file parsed: a gallery entry's missing credit is its schema's problem to report.
  const gallery = files.find((file) => file.name === GALLERY)
  const galleryCredits = new Map<string, string>()
  const galleryEntries = Array.isArray(gallery?.data.images) ? (gallery.data.images as unknown[]) : []
  galleryEntries.forEach((entry, index) => {
    const { image, credit } = (entry ?? {}) as { image?: unknown; credit?: unknown }
    if (typeof image !== "string" || typeof credit !== "object" || credit === null) return
    const key = path.posix.normalize(image)
    if (!galleryCredits.has(key)) galleryCredits.set(key, `in ${gallery!.label} at ${fieldPath(["images", index, "credit"])}`)
  })
  if (credits) {
    ;(credits.data.credits as Array<{ image: string }>).forEach((credit, index) => {
      const parts = ["credits", index, "image"]
      const image = check(credits, parts, credit.image)
      if (!image) return
      const earlier = credited.get(image) ?? galleryCredits.get(image)
      if (earlier) problems.push({ file: credits.label, field: fieldPath(parts), message: `${image} is already credited ${earlier}` })
      else credited.set(image, `at ${fieldPath(parts)}`)
    })
  }
  for (const image of galleryCredits.keys()) credited.set(image, GALLERY)

  for (const file of files) {
    if (file.name === CREDITS) continue
    walk(file.data, (key, value, parts) => {
      if (key !== "image" || typeof value !== "string") return
      const image = check(file, parts, value)
      if (image && credits && !credited.has(image) && file.name !== GALLERY) {
        problems.push({
          file: file.label,
          field: fieldPath(parts),
          message: `no credit for ${folder}/${image}: add its author, licence and source to ${credits.label}${file.name === GALLERY ? "" : ` (or use a photograph of the gallery, credited in ${folder}/${GALLERY})`}`,
        })
      }
    })
  }
  return problems
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
