const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

/** A count as a sentence writes it: in words up to twelve ("four"), in digits above (13). */
export const countInWords = (count: number): string => WORDS[count] ?? String(count)

const plurals = new Intl.PluralRules("en-GB")

/** Whether English writes the noun after this count in the singular ("1 safari"; "0 safaris", "2 safaris"). */
export const takesSingular = (count: number): boolean => plurals.select(count) === "one"

/** A count with its noun agreeing: counted(1, "photograph", "photographs") is "one photograph", 13 "13 photographs". */
export const counted = (count: number, one: string, other: string): string => `${countInWords(count)} ${takesSingular(count) ? one : other}`

// Words ending in s that are not plural nouns, which an editor may well write after a number.
const NOT_PLURAL = new Set(["across", "as", "has", "his", "is", "its", "less", "plus", "this", "thus", "unless", "us", "was", "yes"])
const IRREGULAR: Record<string, string> = { people: "person", children: "child", men: "man", women: "woman" }

/** The singular of an English plural noun as editors write them ("safaris", "days", "photographs", "churches"). */
export function singularOf(word: string): string {
  const lower = word.toLowerCase()
  const singular = IRREGULAR[lower] ?? regularSingular(lower)
  // Keeps the editor's capital: "Safaris" gives "Safari".
  return word[0] === word[0].toUpperCase() ? singular.charAt(0).toUpperCase() + singular.slice(1) : singular
}

function regularSingular(word: string): string {
  if (NOT_PLURAL.has(word) || !word.endsWith("s") || word.endsWith("ss")) return word
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2)
  return word.slice(0, -1)
}

/**
 * The editor's words with a count put in place of {name}, agreeing with it. Editors write the noun after a count in
 * the plural, as the examples show ("Showing all {total} safaris."); for one, the site writes that noun in the
 * singular and leaves out an "all" before the count, which no one writes of one thing ("Showing 1 safari.").
 */
export function fillCount(template: string, name: string, count: number): string {
  if (!takesSingular(count)) return template.replaceAll(`{${name}}`, String(count))
  const placeholder = new RegExp(`(?:\\b[Aa]ll\\s+)?\\{${name}\\}(?:(\\s+)([A-Za-z]+))?`, "g")
  return template.replace(placeholder, (_, space = "", noun = "") => `${count}${space}${noun && singularOf(noun)}`)
}
