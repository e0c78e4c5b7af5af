import { closestName, fieldPath, type ContentProblem } from "./problem"
import type { PageNeeds } from "./page-needs"
import { walk, type ContentFile } from "./walk"
import { safariDetailPath } from "../../../src/lib/safari-path"
import { collectionOf, entrySlug } from "./collections"

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

/**
 * The fields that name an icon of src/components/icon.tsx: `key` of each entry of the list `list` of `file`, or, for a
 * collection folder (`file` ending in /), `key` of each of its files.
 */
export const iconFields = [
  { file: "safaris/", list: null, key: "icon" },
  { file: "site.json", list: "social", key: "id" },
] as const

/** Safari icons and social link ids name icons of src/components/icon.tsx, which otherwise falls back silently. */
export function checkIcons(files: ReadonlyArray<ContentFile>, iconNames: ReadonlyArray<string>): ContentProblem[] {
  return iconFields.flatMap(({ file: name, list, key }) => {
    const holders = files.filter((file) => (name.endsWith("/") ? file.name.startsWith(name) : file.name === name))
    return holders.flatMap((file) => {
      const entries: unknown[] = list === null ? [file.data] : Array.isArray(file.data[list]) ? (file.data[list] as unknown[]) : []
      return entries.flatMap((entry, index) => {
        const icon = (entry as Record<string, unknown> | null)?.[key]
        if (typeof icon !== "string" || iconNames.includes(icon)) return []
        const guess = closestName(icon, iconNames)
        const hint = guess ? `did you mean "${guess}"? ` : ""
        return [
          {
            file: file.label,
            field: fieldPath(list === null ? [key] : [list, index, key]),
            message: `no icon named "${icon}" (${hint}icons: ${iconNames.join(", ")})`,
          },
        ]
      })
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
 * `present` names every page file there is, read or not: one whose path cannot be read (not valid JSON, or its path
 * missing) may be a route's file, so no route is called missing while one of them is broken; its own problem says it.
 * Section intros are compared in `whole` files only (those matching their schema): a blank id has been reported by
 * the schema, and is one mistake, one message.
 */
export function checkPages(
  folder: string,
  files: ReadonlyArray<ContentFile>,
  pages: ReadonlyArray<PageNeeds>,
  present: ReadonlyArray<string>,
  whole: (file: ContentFile) => boolean = () => true
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const pageFiles = files.filter((file) => file.name.startsWith("pages/") && typeof file.data.path === "string")
  const unreadable = present.filter((name) => name.startsWith("pages/") && !pageFiles.some((file) => file.name === name)).length
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
    if (!whole(file)) continue
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

/** The safaris: the files of content/safaris/, each at /safaris/ and its file's name. */
export const safariFiles = (files: ReadonlyArray<ContentFile>) => files.filter((file) => collectionOf(file.name)?.folder === "safaris")

/**
 * The addresses of the safaris there are, from their files' names (relative to content/): a safari whose file cannot be
 * read or breaks its schema is still there, broken, and its own problem says so; the rules that look for a safari by
 * its address take these, so one mistake is not also reported as a safari deleted.
 */
export const safariSlugs = (names: ReadonlyArray<string>): string[] => names.filter((name) => collectionOf(name)?.folder === "safaris").map(entrySlug)

/**
 * The order in which two safaris sharing an address are taken, so the message lands on the copy: by address, compared
 * character by character, a copy's address made from the original's plus a tail (111-copy, 111-1, the editing screen's
 * duplicate) after the original's (111). File names would not do: "111-copy.json" sorts before "111.json".
 */
const byAddress = (a: ContentFile, b: ContentFile): number => {
  const [first, second] = [entrySlug(a.name), entrySlug(b.name)]
  return first < second ? -1 : first > second ? 1 : 0
}

/**
 * A safari's address is its file's name (made from its title by the editing screen), in lower-case letters, digits and
 * dashes; its other addresses (short ones, earlier ones) each lead to that safari alone: none is a page's own address
 * (`taken`: the routes of src/pages; and the safaris' own, `present`: every safari file's name, read or not), and no two
 * safaris share one (the second by address is told, see byAddress).
 */
export function checkSafariAddresses(
  files: ReadonlyArray<ContentFile>,
  taken: ReadonlyArray<string>,
  present: ReadonlyArray<string> = files.map((file) => file.name)
): ContentProblem[] {
  const safaris = [...safariFiles(files)].sort(byAddress)
  const problems: ContentProblem[] = []
  for (const file of safaris) {
    if (!SLUG.test(entrySlug(file.name)))
      problems.push({
        file: file.label,
        field: "",
        message: `the file's name is the safari's address (/safaris/${entrySlug(file.name)}): use only lower-case letters, digits and dashes`,
      })
  }
  const ownAddresses = safariSlugs(present).map(safariDetailPath)
  const first = new Map<string, string>()
  for (const file of safaris) {
    const addresses = file.data.otherAddresses
    if (!Array.isArray(addresses)) continue
    addresses.forEach((address: unknown, position) => {
      if (typeof address !== "string") return
      const field = fieldPath(["otherAddresses", position])
      if (taken.includes(address) || ownAddresses.includes(address))
        problems.push({ file: file.label, field, message: `"${address}" is the address of a page of its own; choose another` })
      else if (first.has(address))
        problems.push({
          file: file.label,
          field,
          message: `"${address}" already leads to ${first.get(address)}; an address can lead to one page only`,
        })
      else first.set(address, `the safari at ${safariDetailPath(entrySlug(file.name))}`)
    })
  }
  return problems
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The home page's safari cards name safaris that exist (`slugs`, safariSlugs): a safari deleted since it was chosen stops the build here. */
export function checkSafariCards(file: ContentFile | undefined, slugs: ReadonlyArray<string>): ContentProblem[] {
  const cards = file?.data.cards
  if (!file || !Array.isArray(cards)) return []
  return cards.flatMap((slug: unknown, index) => {
    if (typeof slug !== "string" || slugs.includes(slug)) return []
    const guess = closestName(slug, slugs)
    return [
      {
        file: file.label,
        field: fieldPath(["cards", index]),
        message: `no safari is at /safaris/${slug} (deleted?${guess ? ` did you mean "${guess}"?` : ""}); choose one of the safaris, or remove this card`,
      },
    ]
  })
}

/**
 * A testimonial names a safari that exists (`slugs`, safariSlugs), or none: the relation list offers only safaris, so one missing was deleted
 * (or renamed by hand) after the testimonial chose it. Said in the editing screen's words, the testimonial by its
 * position and its guest's name, since the editor who deleted the safari may never have opened the testimonials.
 */
export function checkTestimonialSafaris(file: ContentFile | undefined, slugs: ReadonlyArray<string>): ContentProblem[] {
  const testimonials = file?.data.testimonials
  if (!file || !Array.isArray(testimonials)) return []
  return testimonials.flatMap((testimonial: unknown, index) => {
    const { safari, name } = (testimonial ?? {}) as { safari?: unknown; name?: unknown }
    const gone = safariGone(safari, slugs, " in Sections, Testimonials")
    if (!gone) return []
    const guest = typeof name === "string" && name.trim() ? `Testimonial ${index + 1}, '${name.trim()}'` : `Testimonial ${index + 1}`
    return [{ file: file.label, field: fieldPath(["testimonials", index, "safari"]), message: `${guest} ${gone}` }]
  })
}

/**
 * What an entry that names a safari not on the site (`slugs`, safariSlugs) is told, with the closest address and where to
 * choose another (`where`, after "choose one of the safaris for it"); nothing when it names one that is, or none (empty:
 * about no safari in particular). A testimonial's safari and a journal post's (sighting-rules.ts).
 */
export function safariGone(safari: unknown, slugs: ReadonlyArray<string>, where = ""): string | undefined {
  if (typeof safari !== "string" || safari === "" || slugs.includes(safari)) return undefined
  const guess = closestName(safari, slugs)
  return `names the safari at /safaris/${safari}, which is not on the site (deleted?${guess ? ` did you mean "${guess}"?` : ""}); choose one of the safaris for it${where}, or leave its safari empty`
}

/** The safari's own texts that may repeat its guide price or length; an itinerary day's or a month's text speaks of that day or month. */
const SAFARI_TEXTS = "title info description introduction suits groupSize pace fitness bestMonths included notIncluded priceNote".split(" ")

const NUMBER_WORDS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen".split(" ")
const NUMBER = `(?<number>\\d+|${NUMBER_WORDS.join("|")})`
const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()))

// Only phrases that give the safari's own length: "a seven-day ... safari" (the trip named within a few words), a text
// or sentence opening on "Seven days", and "7 days and 6 nights". "Two days later", "a 50-minute ferry" are not it.
const SAFARI_LENGTH = [
  new RegExp(`\\b${NUMBER}-day\\b(?=(?:\\s+[\\w'-]+){0,3}?\\s+(?:safari|journey|trip|tour|holiday|itinerary)s?\\b)`, "gi"),
  new RegExp(`(?<=^|[.!?:]\\s+)${NUMBER} days\\b`, "gi"),
  new RegExp(`\\b${NUMBER} days and \\w+ nights\\b`, "gi"),
]
// Only an amount introduced by "from", as the site writes the guide price: "From £1,650 per person".
const GUIDE_PRICE = /\bfrom £(?<number>\d{1,3}(?:,\d{3})+|\d+)(?: per person)?/gi

const pounds = (amount: number) => `£${amount.toLocaleString("en-GB")}`

/**
 * Words that follow their facts: a safari's texts, typed once by an editor, repeat its guide price ("From £1,650 per
 * person") and its length ("A seven-day safari", "7 days and 6 nights"), which are kept in their own fields (priceFrom,
 * the itinerary's days). When one changes and a text still says the old figure, the text is refused, naming both, so the
 * search snippet does not go on quoting last season's price. Needs the one safari file only: the build and the check
 * before saving run it alike. A list of texts (the introduction's paragraphs) is named as the list, as its form shows it.
 */
export function checkSafariFacts(file: ContentFile): ContentProblem[] {
  const facts = [
    {
      patterns: [GUIDE_PRICE],
      value: file.data.priceFrom,
      told: (price: number) => `the guide price is ${pounds(price)}`,
      read: (n: string) => Number(n.replace(/,/g, "")),
    },
    {
      patterns: SAFARI_LENGTH,
      value: (file.data.itinerary as unknown[] | undefined)?.length,
      told: (days: number) => `the sample itinerary has ${days} days`,
      read: numberOf,
    },
  ]
  return SAFARI_TEXTS.flatMap((field) => {
    const value = file.data[field]
    const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === "string")
    return facts.flatMap(({ patterns, value: fact, told, read }) => {
      if (typeof fact !== "number") return []
      // One message per field and fact: the first phrase that disagrees.
      const wrong = texts
        .flatMap((text) => patterns.flatMap((pattern) => [...text.matchAll(pattern)]))
        .find((match) => read(match.groups!.number) !== fact)
      return wrong ? [{ file: file.label, field, message: `says '${wrong[0]}', but ${told(fact)}; change one of them so they agree` }] : []
    })
  })
}
