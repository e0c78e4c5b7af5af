// What the plugins above the content model (cms) use of it at build time: the schemas, the content files as the
// build reads them, what each page needs, and the fields' labels. Its lib/ is its own; other plugins come in here.
export { readJsonFile } from "./lib/json"
export { SchemaSet, contentSchemas, PAGE_SCHEMA, type JsonSchema, type Resolved } from "./lib/schema-reader"
export { iconNames, pageNeeds } from "./lib/page-needs"
export { collectionOfSchema, type Collection } from "./lib/collections"
export { iconFields } from "./lib/rules"
export { walk } from "./lib/walk"
export { label, SUMMARY_FIELDS } from "./lib/field-labels"
