import { closestName, fieldPath, type ContentProblem } from "./problem"
import type { PageNeeds } from "./page-needs"
import { walk, type ContentFile } from "./walk"
import { safariDetailPath } from "../../../src/lib/safari-path"

type NamedLink = { name: string; path: string }

/** No two entries of one list share an id: the site uses ids as React keys and anchors. */
export function checkUniqueIds(file: ContentFile): ContentProblem[] {
  const problems: ContentProblem[] = []
  walk(file.data, (_key, value, parts) => {
    if (!Array.isArray(value)) return
    const first = new Map<string, number>()
    value.forEach((item: unknown, index) => {
      const id = (item as { id?: unknown } | null)?.id
      if (typeof id !== "string") return
      const earlier = first.get(id)
      if (earlier === undefined) first.set(id, index)
      else
        problems.push({
          file: file.label,
          field: fieldPath([...parts, index, "id"]),
          message: `"${id}" is already the id of ${fieldPath([...parts, earlier])}; ids must be unique`,
        })
    })
  })
  return problems
}

/** The fields that name an icon of src/components/icon.tsx: each entry's `key` in the list `list` of `file`. */
export const iconFields = [
  { file: "safaris.json", list: "safaris", key: "icon" },
  { file: "site.json", list: "social", key: "id" },
] as const

/** Safari card icons and social link ids name icons of src/components/icon.tsx, which otherwise falls back silently. */
export function checkIcons(files: ReadonlyArray<ContentFile>, iconNames: ReadonlyArray<string>): ContentProblem[] {
  const uses = iconFields.map(({ file: name, list, key }) => ({ file: files.find((file) => file.name === name), list, key }))
  return uses.flatMap(({ file, list, key }) => {
    const entries = file?.data[list]
    if (!file || !Array.isArray(entries)) return []
    return entries.flatMap((entry: unknown, index) => {
      const name = (entry as Record<string, unknown> | null)?.[key]
      if (typeof name !== "string" || iconNames.includes(name)) return []
      const guess = closestName(name, iconNames)
      const hint = guess ? `did you mean "${guess}"? ` : ""
      return [
        {
          file: file.label,
          field: fieldPath([list, index, key]),
          message: `no icon named "${name}" (${hint}icons: ${iconNames.join(", ")})`,
        },
      ]
    })
  })
}

/** No file of content/pages holds the content of a page of src/pages (the build's check, and the page's own query). */
export function missingPageFile(folder: string, page: Pick<PageNeeds, "pagePath" | "name">): ContentProblem {
  return {
    file: `${folder}/pages`,
    field: "",
    message: `no page file with "path": "${page.pagePath}", which ${page.name} needs (deleted, or its path changed?)`,
  }
}

/**
 * Every page of src/pages finds its content/pages file and section intros; every page file belongs to a page.
 * `unreadable` counts page files that are not valid JSON: their path is unknown, so a route is not called
 * missing while one of them may be its file.
 */
export function checkPages(folder: string, files: ReadonlyArray<ContentFile>, pages: ReadonlyArray<PageNeeds>, unreadable: number): ContentProblem[] {
  const problems: ContentProblem[] = []
  const pageFiles = files.filter((file) => file.name.startsWith("pages/") && typeof file.data.path === "string")
  const byPath = new Map<string, ContentFile>()
  for (const file of pageFiles) {
    const pagePath = file.data.path as string
    const other = byPath.get(pagePath)
    if (other)
      problems.push({ file: file.label, field: "path", message: `"${pagePath}" is also the path of ${other.label}; each page needs its own file` })
    else byPath.set(pagePath, file)
  }
  const wanted = pages.map((page) => page.pagePath)
  for (const page of pages) {
    const file = byPath.get(page.pagePath)
    if (!file) {
      if (unreadable === 0) problems.push(missingPageFile(folder, page))
      continue
    }
    const sections = Array.isArray(file.data.sections) ? (file.data.sections as Array<{ id?: unknown }>) : []
    const ids = sections.map((section) => section?.id)
    for (const id of page.sectionIds.filter((sectionId) => !ids.includes(sectionId))) {
      problems.push({ file: file.label, field: "sections", message: `has no entry with "id": "${id}", which ${page.name} shows` })
    }
  }
  for (const file of pageFiles) {
    const pagePath = file.data.path as string
    if (wanted.includes(pagePath)) continue
    const guess = closestName(pagePath, wanted)
    problems.push({
      file: file.label,
      field: "path",
      message: `no page of the site is at "${pagePath}"${guess ? ` (did you mean "${guess}"?)` : ""}`,
    })
  }
  return problems
}

/** Menu and footer links lead to pages that exist. */
export function checkNavigation(file: ContentFile | undefined, routes: ReadonlyArray<string>): ContentProblem[] {
  if (!file) return []
  const links: Array<{ link: NamedLink; parts: Array<string | number> }> = [
    ...(file.data.main as NamedLink[]).map((link, index) => ({ link, parts: ["main", index] })),
    ...(file.data.footer as Array<{ links: NamedLink[] }>).flatMap((group, groupIndex) =>
      group.links.map((link, index) => ({ link, parts: ["footer", groupIndex, "links", index] }))
    ),
  ]
  return links
    .filter(({ link }) => !routes.includes(link.path))
    .map(({ link, parts }) => {
      const guess = closestName(link.path, routes)
      return {
        file: file.label,
        field: fieldPath([...parts, "path"]),
        message: `no page at "${link.path}"${guess ? ` (did you mean "${guess}"?)` : ""}`,
      }
    })
}

/**
 * A safari page's other addresses (content/safari-pages.json) each lead to that page alone: none is a page's own
 * address (`taken`: the routes of src/pages; and the safaris' detail paths), and no two pages share one.
 */
export function checkSafariAddresses(file: ContentFile | undefined, taken: ReadonlyArray<string>): ContentProblem[] {
  const pages = file?.data.pages
  if (!file || !Array.isArray(pages)) return []
  // Each entry names its safari card, whose detail path is the page's own address.
  const ownAddresses = pages.flatMap((page: unknown) => {
    const safari = (page as { safari?: unknown } | null)?.safari
    return typeof safari === "string" ? [safariDetailPath(safari)] : []
  })
  const first = new Map<string, string>()
  return pages.flatMap((page: unknown, index) => {
    const addresses = (page as { otherAddresses?: unknown } | null)?.otherAddresses
    if (!Array.isArray(addresses)) return []
    return addresses.flatMap((address: unknown, position) => {
      if (typeof address !== "string") return []
      const field = fieldPath(["pages", index, "otherAddresses", position])
      if (taken.includes(address) || ownAddresses.includes(address))
        return [{ file: file.label, field, message: `"${address}" is the address of a page of its own; choose another` }]
      const earlier = first.get(address)
      if (earlier)
        return [{ file: file.label, field, message: `"${address}" already leads to the page at ${earlier}; an address can lead to one page only` }]
      first.set(address, fieldPath(["pages", index]))
      return []
    })
  })
}
