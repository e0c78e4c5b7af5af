import type * as React from "react"
import { renderToString } from "react-dom/server"
import type { GatsbySSR } from "gatsby"

// Gatsby renders a page's body with React 18's renderToPipeableStream and joins its chunks. That stream can
// leave a NUL byte in the HTML where a multi-byte character (a £ sign) falls on the boundary of its 2 KB write
// buffer: /trip had "Over \0£2,000". The pages are static, with nothing to stream, so they are rendered
// whole with renderToString (site-integrity test: no NUL or broken character in any page).
export const renderWhole: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement))
}
