// The editing screen's own script, after Decap CMS's bundle (plugins/cms/admin/index.html): previews in the site's styles, and
// the build's checks of a content file run before every save, so the CMS saves nothing the build would refuse.
import { entryCheckFor, type EntryRules } from "../../content-model/lib/entry-check"
import type { Immutable } from "./decap"
import { registerPreviews } from "./previews/index"

const script = document.currentScript as HTMLScriptElement
const { CMS, h } = window

CMS.registerPreviewStyle(new URL(script.dataset.previewStyle ?? "", script.src).href)
registerPreviews(CMS, h)

// Written by the build beside this script (plugins/cms/lib/admin.ts): the content schemas, icon names and routes.
const check = fetch(new URL(script.dataset.contentRules ?? "", script.src))
  .then((response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`)
    return response.json() as Promise<EntryRules>
  })
  .then((rules) => entryCheckFor(rules))

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    // content/faqs.json -> faqs.json, content/pages/home.json -> pages/home.json, as the build names them.
    const name = String(entry.get("path")).replace(/^[^/]+\//, "")
    const problems = (await check)(name, (entry.get("data") as Immutable).toJS())
    if (problems.length > 0) throw new Error(`the site's build would refuse this, so it is not saved: ${problems.join("; ")}`)
    return undefined
  },
})
