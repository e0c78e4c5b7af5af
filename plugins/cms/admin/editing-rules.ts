import type { ContentRules } from "../../content-model/editing-screen"

/**
 * What the build writes beside the editing screen's script (public/admin/content-rules.json, plugins/cms/lib/admin.ts)
 * for the check before each save: the content rules, the content folder's name, and where each file is in the screen.
 */
export type EditingRules = ContentRules & {
  /** The content folder, relative to the repository: content. */
  readonly folder: string
  /** Each file's place in the editing screen ("Sections › FAQs"), by name; a collection's by its folder ("safaris/"). */
  readonly places: Readonly<Record<string, string>>
}
