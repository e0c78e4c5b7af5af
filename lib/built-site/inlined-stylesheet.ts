import * as React from "react"

/** The file a stylesheet Gatsby inlined in a page's head came from (its `<style data-href>`), or undefined for any other element. */
export const inlinedStylesheet = (node: React.ReactNode): string | undefined => {
  if (!React.isValidElement<{ "data-href"?: unknown }>(node) || node.type !== "style") return undefined
  const href = node.props["data-href"]
  return typeof href === "string" ? href : undefined
}
