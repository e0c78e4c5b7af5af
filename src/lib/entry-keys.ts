/**
 * What the site knows each entry of a list by (React keys, anchors such as faq-insurance-answer): the entry's own id
 * where it has one, otherwise one made from its words, so that an entry added in the editing screen, which has no
 * id, needs none. Every key of a list is different: an id is kept as it is (the build refuses two entries with one
 * id), and a made key that is taken gets the next free number (-2, -3, ...).
 */
export function entryKeys<Entry>(
  entries: ReadonlyArray<Entry>,
  idOf: (entry: Entry) => string | null | undefined,
  wordsOf: (entry: Entry) => string
): string[] {
  const ids = entries.map((entry) => idOf(entry) || undefined)
  const taken = new Set(ids.filter((id): id is string => id !== undefined))
  return entries.map((entry, index) => {
    const id = ids[index]
    if (id !== undefined) return id
    const base = keyFromWords(wordsOf(entry)) || "entry"
    let key = base
    for (let next = 2; taken.has(key); next += 1) key = `${base}-${next}`
    taken.add(key)
    return key
  })
}

// A few words are enough to tell entries apart in an address; a whole question would make a long one.
const KEY_WORDS = 6

/** "Do I need a visa to visit Scotland?" -> "do-i-need-a-visa-to": lower case letters and digits, in words. */
export function keyFromWords(words: string): string {
  return words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, KEY_WORDS)
    .join("-")
}
