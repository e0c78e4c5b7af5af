import { COLLECTIONS } from "./lib/collections"

// gatsby-transformer-json names object files after their folder by default, which would put
// every file of content/ into one type. Name each file's type after the file instead, and every
// file of a collection folder (content/pages/, content/safaris/) as its collection's one type, so
// that a page can query its own entry.
type TypeNameArgs = { node: { name: string; relativeDirectory: string } }

const pascal = (words: string): string =>
  words
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")

export function contentTypeName({ node }: TypeNameArgs): string {
  const collection = COLLECTIONS.find((each) => each.folder === node.relativeDirectory)
  if (collection) return collection.type
  return `${pascal(node.name)}Json`
}
