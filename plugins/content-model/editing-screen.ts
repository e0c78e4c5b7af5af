// What the editing screen's browser script (plugins/cms/admin/) uses of the content model: the build's checks of one
// file, its problems in an editor's words, and the repository's layout of a saved file. Nothing here reads files.
export { describeForEditor } from "./lib/editor-words"
export { entryCheckFor, schemaFileFor, type EntryRules } from "./lib/entry-check"
export { inSchemaOrder, SchemaResolver } from "./lib/schema-resolver"
export { contentLayout } from "./json-layout.mjs"
