// The editing screen's own script, after Decap CMS's bundle (admin/index.html): previews in the site's styles, the
// build's checks of a content file run before every save (so the CMS saves nothing the build would refuse), files
// written in the repository's layout, messages in an editor's words, and thumbnails of the photographs.
import type { EntryRules } from "../../content-model/editing-screen"
import { registerPreviews } from "./previews/index"
import { registerSaving } from "./saving"
import { registerThumbnails } from "./thumbnails"
import { registerWords } from "./words"

const script = document.currentScript as HTMLScriptElement
const { CMS, h, createClass } = window

CMS.registerPreviewStyle(new URL(script.dataset.previewStyle ?? "", script.src).href)
registerPreviews(CMS, h, createClass)
registerWords(CMS)
registerThumbnails(CMS, h, createClass)

// Written by the build beside this script (plugins/cms/lib/admin.ts): the content schemas, icon names and routes.
const rules = fetch(new URL(script.dataset.contentRules ?? "", script.src)).then((response) => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`)
  return response.json() as Promise<EntryRules>
})
registerSaving(CMS, rules)
