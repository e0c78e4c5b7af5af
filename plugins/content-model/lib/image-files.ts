import fs from "fs"
import path from "path"
import type { ImageFile } from "./images"

// The first bytes of each image format sharp can read here; a damaged or renamed file fails at build time otherwise.
const signatures: ReadonlyArray<(head: Buffer) => boolean> = [
  (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (head) => head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  (head) => head.toString("latin1", 4, 8) === "ftyp",
]

/** The build's look at a photograph of the content folder (images/gallery/x.jpg): there, and an image sharp can read? */
export const imageFileIn =
  (contentDir: string) =>
  (image: string): ImageFile => {
    const file = path.join(contentDir, image)
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return "missing"
    const head = Buffer.alloc(12)
    const descriptor = fs.openSync(file, "r")
    try {
      fs.readSync(descriptor, head, 0, 12, 0)
    } finally {
      fs.closeSync(descriptor)
    }
    return signatures.some((matches) => matches(head)) ? "image" : "not an image"
  }
