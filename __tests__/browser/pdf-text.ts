// The text of a PDF the browser printed, page by page, read with PDF.js (pdfjs-dist, a development dependency, so
// that `npm ci` is all a machine needs: no PDF tools of the system's).
import type { TextItem } from "pdfjs-dist/types/src/display/api"

/** Each page's text, its lines as the PDF ends them. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  // Its Node build is an ES module; Playwright loads the tests as CommonJS.
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs")
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent()
    pages.push(
      items
        .filter((item): item is TextItem => "str" in item)
        .map((item) => `${item.str}${item.hasEOL ? "\n" : ""}`)
        .join("")
    )
  }
  await document.destroy()
  return pages
}

/** A page's text as one line: a word cut at its hyphen by a line end joined again, runs of space as one. */
export const asOneLine = (text: string) => text.replace(/-\n/g, "-").replace(/\s+/g, " ").trim()
