// The photographs of a media folder, for Decap's local backend (`npm run edit`): listed by name from the development
// server, each shown from its address there (plugins/cms/lib/media-files.ts), where decap-server's own listing sends
// every photograph of the folder in full, as base64, each time the editing screen opens or opens an entry (about 8 MB
// for content/images/photos today, read three or four times per opening). Decap's other backends list a folder this way
// already (names and a display address); saving and uploading are Decap's own.
import type { MediaFile } from "../lib/media-files"
import { withMethods } from "./decap-internals"

type ProxyImplementation = { mediaFolder?: string; getMedia(folder?: string): Promise<unknown[]> }

/** The local backend (Decap's "proxy") with its media folders listed by `listing` (/admin/media-files); everything else as it was. */
export function listedMedia<T extends object>(implementation: T, listing: URL): T {
  const backend = implementation as T & ProxyImplementation
  const getMedia = async (folder = backend.mediaFolder ?? "") => {
    const address = new URL(listing)
    address.searchParams.set("folder", folder)
    const response = await fetch(address).catch(() => undefined)
    // A development server without the listing (an older one still running): decap-server's own.
    if (!response?.ok) return backend.getMedia(folder)
    const files = (await response.json()) as MediaFile[]
    const shown = new URL("media/", listing)
    return files.map((file) => ({ ...file, displayURL: new URL(file.path, shown).href }))
  }
  return withMethods(backend, { getMedia })
}
