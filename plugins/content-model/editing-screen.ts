// What the editing screen's browser script (plugins/cms/admin/) uses of the content model: the build's check of the
// whole content as it will be after a change, its problems in an editor's words, and the repository's layout of a
// saved file. Nothing here reads files.
export { describeForEditor, entryOfProblem } from "./lib/editor-words"
export { type ContentRules, type ReadContentFile } from "./lib/content-check"
export type { ContentProblem } from "./lib/problem"
export { problemsOfChange, afterChange, type ContentChange } from "./lib/content-change"
export { parseJson } from "./lib/json-text"
export { COLLECTIONS, entrySlug, schemaFileFor } from "./lib/collections"
export { inSchemaOrder, SchemaResolver } from "./lib/schema-resolver"
export { withoutEmptiedFields } from "./lib/emptied-fields"
export { contentLayout } from "./json-layout.mjs"
