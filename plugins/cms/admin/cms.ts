// The editing screen's own script, after Decap CMS's bundle (admin/index.html): previews in the site's styles, the
// build's check of the whole content as it will be, run before every save and delete (so the CMS writes nothing the build would refuse), files
// written in the repository's layout, messages in an editor's words, and thumbnails of the photographs, listed by name.
import { checkedBackend } from "./checked-backend"
import { clearOnDuplicate, mendSingleFieldListRemove, wrapBackends } from "./decap-internals"
import type { EditingRules } from "./editing-rules"
import { listedMedia } from "./listed-media"
import { showProblems } from "./problems-panel"
import { registerListSummaries } from "./list-summaries"
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

mendSingleFieldListRemove(CMS)
registerListSummaries(CMS)

// Written by the build beside this script (plugins/cms/lib/admin.ts): the content rules and where each file is edited.
const rules = fetch(new URL(script.dataset.contentRules ?? "", script.src)).then((response) => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`)
  return response.json() as Promise<EditingRules>
})
registerSaving(CMS, rules)
wrapBackends(CMS, (implementation) => checkedBackend(implementation, rules))
// The local backend (npm run edit) lists photographs by name from the development server that serves this page.
wrapBackends(CMS, (implementation) => listedMedia(implementation, new URL("media-files", script.src)), ["proxy"])
clearOnDuplicate("otherAddresses", (addresses) =>
  showProblems(
    [
      `This copy starts without the other addresses of the safari it was copied from (${[addresses].flat().join(", ")}): each address can lead to one safari only. Give the copy addresses of its own if it needs any.`,
    ],
    "A copy: its other addresses were cleared"
  )
)
