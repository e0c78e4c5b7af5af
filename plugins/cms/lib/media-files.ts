import crypto from "crypto"
import fs from "fs"
import path from "path"

/**
 * The photographs the editing screen offers under `gatsby develop` (`npm run edit`), listed by name and served as
 * files by the development server (gatsby-hooks.ts), where Decap's local backend (decap-server) answers a listing
 * with every photograph of the folder in full, as base64 in one JSON reply: about 8 MB for content/images/photos
 * today, read several times at every opening of the editing screen, and ten times that with ten times the
 * photographs. The screen's script (admin/listed-media.ts) asks for the list, and shows each photograph from its
 * address when a thumbnail or the media library needs it.
 */

/** One photograph of a media folder, as Decap's media library lists it (a backend's ImplementationMediaFile). */
export type MediaFile = {
  /** decap-server's own identifier of the file: the SHA-256 of its bytes, in hex. */
  readonly id: string
  readonly name: string
  /** From the project's root, with forward slashes: content/images/photos/red-deer.jpg. */
  readonly path: string
  readonly size: number
}

/** "content/images/photos" for "/content/images/photos/" or "content\images\photos": a folder as the configuration names it. */
const folderKey = (folder: string) => folder.replaceAll("\\", "/").replace(/^\/+|\/+$/g, "")

/** Every media folder the Decap configuration names (the site's and each image field's), as folderKey has them. */
export function mediaFolders(config: unknown): string[] {
  const found = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "media_folder" && typeof inner === "string") found.add(folderKey(inner))
        else visit(inner)
      }
    }
  }
  visit(config)
  return [...found].sort()
}

/**
 * The photographs directly in `folder` (one of `folders`), as decap-server lists a media folder (no subfolders),
 * without the hidden files the local backend writes before moving a save into place; undefined for a folder that is
 * none of `folders`.
 */
export async function listMediaFiles(rootDir: string, folders: ReadonlyArray<string>, folder: string): Promise<MediaFile[] | undefined> {
  const key = folderKey(folder)
  if (!folders.includes(key)) return undefined
  const entries = await fs.promises.readdir(path.join(rootDir, key), { withFileTypes: true }).catch(() => [])
  const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith(".")).map((entry) => entry.name)
  return Promise.all(
    files.sort().map(async (name) => {
      const bytes = await fs.promises.readFile(path.join(rootDir, key, name))
      return { id: crypto.createHash("sha256").update(bytes).digest("hex"), name, path: `${key}/${name}`, size: bytes.length }
    })
  )
}

/**
 * The file on disk for a photograph's path from the project's root (content/images/photos/red-deer.jpg), when it is a
 * visible file directly in one of `folders`; undefined for anything else (another folder, "..", a hidden file).
 */
export function mediaFileOnDisk(rootDir: string, folders: ReadonlyArray<string>, filePath: string): string | undefined {
  const key = folderKey(filePath)
  const folder = path.posix.dirname(key)
  const name = path.posix.basename(key)
  if (!folders.includes(folder) || name.startsWith(".") || path.posix.normalize(key) !== key) return undefined
  const file = path.join(rootDir, folder, name)
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined
}
