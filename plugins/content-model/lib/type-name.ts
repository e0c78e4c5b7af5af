// gatsby-transformer-json names object files after their folder by default, which would put
// every file of content/ into one type. Name each file's type after the file instead, and every
// file of content/pages/ as one PageJson type, so a page can query its own entry by path.
type TypeNameArgs = { node: { name: string; relativeDirectory: string } }

const pascal = (words: string): string =>
  words
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("")

export function contentTypeName({ node }: TypeNameArgs): string {
  if (node.relativeDirectory === "pages") return "PageJson"
  return `${pascal(node.name)}Json`
}
