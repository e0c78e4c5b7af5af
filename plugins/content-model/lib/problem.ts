/** One thing wrong with the content: which file, which field (a JSON path such as faqs[3].answer), what. */
export type ContentProblem = {
  readonly file: string
  readonly field: string
  readonly message: string
}

/** `content/faqs.json: faqs[3].answer: is required`, the line an editor reads in the build output. */
export function describeProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`
}

/** Turns ["faqs", 3, "answer"] into faqs[3].answer. */
export function fieldPath(parts: ReadonlyArray<string | number>): string {
  return parts.reduce<string>((path, part) => {
    if (typeof part === "number") return `${path}[${part}]`
    return path ? `${path}.${part}` : part
  }, "")
}

/** Turns an ajv instancePath (/faqs/3/answer) into faqs[3].answer. */
export function pointerToPath(pointer: string): string {
  const parts = pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
  return fieldPath(parts)
}

/** The closest of `candidates` to a probably mistyped `word`, if one is close enough to be the intended one. */
export function closestName(word: string, candidates: ReadonlyArray<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined
}

// Levenshtein distance, small inputs only (field names).
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    previous = current
  }
  return previous[b.length]
}
