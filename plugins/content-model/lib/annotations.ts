/**
 * Annotations the content schemas carry beside JSON Schema's own keywords (ajv is told of them in schema-check.ts;
 * editors such as VS Code ignore them):
 * - `x-graphql-type`: the GraphQL type of an object (Photo, Faq) or of a string: "File" for an image path
 *   Gatsby resolves to its file.
 * - `x-cms-widget`: the CMS widget of a string when a one-line box does not fit it: "text" for paragraphs, "hidden"
 *   for an identifier the site finds an entry by, which the form keeps as it is.
 * - `x-cms-summary`: the one line the CMS shows for each entry of a list, as a Decap summary template, where no
 *   field says what an entry is.
 * - `x-cms-option-labels`: on a string with an `enum`, the words the editing screen shows for each value ("few-left":
 *   "Few places left"), where the file keeps the value the site's code reads.
 * - `x-cms-relation`: a string that names an entry of a collection of the editing screen by its slug ("safaris": a
 *   safari's file name), which the form offers to choose by title rather than to type; or, named after a content file
 *   holding a list of the same name ("species": content/species.json's "species"), one of the names in that list.
 * - `x-home-page-room`: on a list whose entries have a "Show on the home page" tick (showOnHome), how many ticked
 *   entries the home page has room for; the build refuses more (home-page.ts).
 */
export const annotations = [
  "patternErrorMessage",
  "x-graphql-type",
  "x-cms-widget",
  "x-cms-summary",
  "x-cms-option-labels",
  "x-cms-relation",
  "x-home-page-room",
] as const
