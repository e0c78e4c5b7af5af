import * as React from "react"

// What the site's components import from "gatsby", in the editing screen's script (webpack's alias in
// plugins/cms/lib/admin.ts), so that they render there without Gatsby's runtime: their `graphql` fragments are read
// by the site's build only, and a Link is the plain link it renders to on the page.

/** A fragment's query: nothing in the editing screen. */
export const graphql = (): undefined => undefined

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

/** The <a href> Gatsby's Link renders. */
export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a {...rest} href={to}>
      {children}
    </a>
  )
}
