import { isIsoDay } from "../../../src/lib/departures"
import { slugOf } from "../../../src/lib/journal"
import { collectionOf, entrySlug } from "./collections"
import { closestName, fieldPath, type ContentProblem } from "./problem"
import { safariGone } from "./rules"
import type { ContentFile } from "./walk"

// The sightings journal's posts (content/sightings/) and the office's list of species (content/species.json). None of
// these rules looks at today's date; only a save in the editing screen refuses a day still to come (sightingsSavedAhead).

/** The journal's posts: the files of content/sightings/. */
export const sightingFiles = (files: ReadonlyArray<ContentFile>) => files.filter((file) => collectionOf(file.name)?.folder === "sightings")

/** The names of the office's list of species, as written there. */
export const speciesNames = (file: ContentFile | undefined): string[] =>
  Array.isArray(file?.data.species)
    ? file.data.species.flatMap((entry: unknown) => {
        const name = (entry as { name?: unknown } | null)?.name
        return typeof name === "string" ? [name] : []
      })
    : []

/** No two species of the list share a name (nor two names one address: "Red deer" and "red-deer" are one species). */
export function checkSpeciesList(file: ContentFile | undefined): ContentProblem[] {
  const first = new Map<string, number>()
  return speciesNames(file).flatMap((name, index) => {
    const earlier = first.get(slugOf(name))
    if (earlier === undefined) {
      first.set(slugOf(name), index)
      return []
    }
    return [
      {
        file: file?.label ?? "",
        field: fieldPath(["species", index, "name"]),
        message: `"${name}" is already on the list (${fieldPath(["species", earlier])}); each species once`,
      },
    ]
  })
}

/**
 * A post's address (its file's name) starts with a letter, so it is never taken for a page of the journal (/journal/2);
 * it names only species on the office's list (a species taken off the list, or renamed, while a post still names it
 * stops here; a list missing or broken has said so itself) and a safari that exists, or none.
 */
export function checkSightings(
  posts: ReadonlyArray<ContentFile>,
  species: ContentFile | undefined,
  safariSlugs: ReadonlyArray<string>
): ContentProblem[] {
  const listed = speciesNames(species)
  const listedSlugs = listed.map(slugOf)
  return posts.flatMap((post) => {
    const problems: ContentProblem[] = []
    const slug = entrySlug(post.name)
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug))
      problems.push({
        file: post.label,
        field: "",
        message: `the file's name is the post's address (/journal/${slug}): start it with a letter and use only lower-case letters, digits and dashes`,
      })
    const named = Array.isArray(post.data.species) ? post.data.species : []
    named.forEach((name: unknown, index) => {
      if (!species || typeof name !== "string" || listedSlugs.includes(slugOf(name))) return
      const guess = closestName(name, listed)
      problems.push({
        file: post.label,
        field: fieldPath(["species", index]),
        message: `"${name}" is not on the journal's list of species (taken off or renamed?${guess ? ` did you mean "${guess}"?` : ""}); choose one from the list, or add it in Sections, Species of the sightings journal`,
      })
    })
    const gone = safariGone(post.data.safari, safariSlugs)
    if (gone) problems.push({ file: post.label, field: "safari", message: gone })
    return problems
  })
}

/** A post saved with a day still to come (`today`: Scotland's day): the journal says what has been seen. */
export function sightingSavedAhead(post: ContentFile, today: string): ContentProblem[] {
  const { date } = post.data
  if (typeof date !== "string" || !isIsoDay(date) || date <= today) return []
  return [
    {
      file: post.label,
      field: "date",
      message: `${date} is still to come (today is ${today}); write the post on the day of the sighting or after it`,
    },
  ]
}
