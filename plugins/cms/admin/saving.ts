// What happens when an editor presses Publish: the file is laid out in the repository's own layout, the backend
// checks content/ as it will be with it (checked-backend.ts; refused: a panel says what to fix, in the editor's
// words) and writes it, then Decap is told what the file now holds, so that a later change is compared with what was
// saved rather than with what was loaded.
import { schemaFileFor, contentLayout, inSchemaOrder, SchemaResolver, withoutEmptiedFields } from "../../content-model/editing-screen"
import { CONTENT_FORMAT } from "./content-format"
import type { Cms, Immutable } from "./decap"
import { entrySaved } from "./decap-internals"
import type { EditingRules } from "./editing-rules"
import { clearProblems } from "./problems-panel"

export function registerSaving(CMS: Cms, rules: Promise<EditingRules>): void {
  const schemas = rules.then((loaded) => new SchemaResolver(loaded.schemas))
  // Decap asks for a file's text synchronously; Prettier answers asynchronously. So the text is made just before,
  // while the save waits for preSave, and found here by the data it was made from.
  const laidOut = new Map<string, string>()
  CMS.registerCustomFormat(CONTENT_FORMAT, "json", {
    fromFile: (text) => JSON.parse(text),
    // Not laid out yet: what Decap keeps in the browser as a draft backup, never a file.
    toFile: (data) => laidOut.get(JSON.stringify(data)) ?? JSON.stringify(data, null, 2),
  })

  CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      // content/faqs.json -> faqs.json, content/safaris/222.json -> safaris/222.json, as the build names them. A new
      // safari has no file yet (Decap names it after this event): its collection's folder says which schema applies.
      const saved = String(entry.get("path") ?? "")
      const name = saved ? saved.replace(/^[^/]+\//, "") : `${String(entry.get("collection"))}/new.json`
      const data = (entry.get("data") as Immutable).toJS()
      const [resolver, schemaFile] = [await schemas, schemaFileFor(name)]
      laidOut.clear()
      // An optional field typed in and cleared again is left out, as if never filled in (emptied-fields.ts).
      laidOut.set(JSON.stringify(data), await contentLayout(inSchemaOrder(resolver, schemaFile, withoutEmptiedFields(resolver, schemaFile, data))))
      return undefined
    },
  })

  CMS.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      clearProblems()
      // Decap decides whether an open entry has unsaved changes by comparing it with the entry as it was loaded, and
      // does not update that after a save: a change that brought a field back to its text from before the save then
      // looked saved (no Publish button, no warning on leaving) and was lost. This tells it the saved entry, as its
      // own loadEntry would after reading the file again (the action entryLoaded, ENTRY_SUCCESS).
      entrySaved(entry.toJS() as Record<string, unknown>)
      return undefined
    },
  })
}
