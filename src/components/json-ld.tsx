import * as React from "react"

/** One block of schema.org structured data in the document head. */
export function JsonLd({ data }: { data: object }) {
  // "<" escaped so no text in the content can close the script element early.
  const json = JSON.stringify(data).replace(/</g, "\\u003c")
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
