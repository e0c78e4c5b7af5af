/** @jest-environment node */
import fs from "fs"
import path from "path"
import { pageRoutes } from "../../../src/lib/page-sections"
import { JOURNAL_ROUTE } from "../../../src/lib/journal"

// The content validation and the CMS hold content/pages to this list: a page missing from it would go unchecked.
test("the list of page sections names every page of src/pages and the journal's own, and only those", () => {
  const pagesDir = path.resolve(__dirname, "../../../src/pages")
  const routes = fs.readdirSync(pagesDir).map((file) => {
    const name = file.replace(/\.tsx$/, "")
    return name === "index" ? "/" : `/${name}`
  })
  // The journal's pages are made from a template (src/templates/journal.tsx), its own page with a content file of its own.
  expect([...pageRoutes].sort()).toEqual([...routes, JOURNAL_ROUTE].sort())
})
