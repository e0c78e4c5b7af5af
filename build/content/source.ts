import fs from "fs"
import path from "path"

/** What a page of src/pages needs from content/pages: the route it serves, the page file and section intros it reads. */
export type PageNeeds = {
  readonly source: string
  readonly route: string
  readonly pagePath: string | undefined
  readonly sectionIds: ReadonlyArray<string>
}

/**
 * The names of src/components/icon.tsx's icons, read from its source so that the validator runs without
 * compiling React code (a unit test checks this against the module's own `iconNames`).
 */
export function readIconNames(srcDir: string): string[] {
  const source = fs.readFileSync(path.join(srcDir, "components", "icon.tsx"), "utf8")
  const start = source.indexOf("const paths")
  const end = source.indexOf("\n}\n", start)
  if (start < 0 || end < 0) return []
  const block = source.slice(start, end)
  return Array.from(block.matchAll(/^ {2}"?([A-Za-z][\w-]*)"?\s*:/gm), (match) => match[1])
}

/**
 * For every page in src/pages: its route (from the file name, as Gatsby does), the content/pages path its
 * query looks up (`pageJson(path: { eq: "/about" })`) and the section intros it reads (`sectionIntro(..., "faqs")`).
 */
export function readPageNeeds(srcDir: string): PageNeeds[] {
  const pagesDir = path.join(srcDir, "pages")
  return fs
    .readdirSync(pagesDir)
    .filter((file) => /\.(tsx|ts|jsx|js)$/.test(file))
    .map((file) => {
      const source = fs.readFileSync(path.join(pagesDir, file), "utf8")
      const name = file.replace(/\.[jt]sx?$/, "")
      const pagePath = /pageJson\(\s*path:\s*\{\s*eq:\s*"([^"]+)"/.exec(source)?.[1]
      const sectionIds = Array.from(source.matchAll(/sectionIntro\([^,()]+,\s*"([^"]+)"\s*\)/g), (match) => match[1])
      return { source: `src/pages/${file}`, route: name === "index" ? "/" : `/${name}`, pagePath, sectionIds }
    })
}
