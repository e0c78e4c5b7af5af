import { parse as parseTolerant, type ParseError } from "jsonc-parser"

// No file system here: the build (json.ts) and the editing screen's check before saving parse content files alike.

export type JsonReadResult = { ok: true; data: unknown } | { ok: false; message: string }

/**
 * Parses a content file's text exactly as Gatsby will (JSON.parse), but when it fails says where, as line and column.
 * Node's own messages do not always carry a position, so jsonc-parser (VS Code's parser) finds it.
 */
export function parseJson(text: string): JsonReadResult {
  try {
    return { ok: true, data: JSON.parse(text) }
  } catch (error) {
    return { ok: false, message: describeSyntaxError(text, error instanceof Error ? error.message : String(error)) }
  }
}

function describeSyntaxError(text: string, nodeMessage: string): string {
  const offset = errorOffset(text, nodeMessage)
  const reason = nodeMessage
    .replace(/ in JSON at position \d+.*$/, "")
    .replace(/, (\.\.\.)?".*" is not valid JSON$/s, "")
    .replace(/^Unexpected end of JSON input$/, "The file ends too early (a missing } or ]?)")
  const { line, column } = lineAndColumn(text, offset)
  return `invalid JSON at line ${line}, column ${column}: ${reason}${hint(text, offset)}`
}

function errorOffset(text: string, nodeMessage: string): number {
  const stated = /at position (\d+)/.exec(nodeMessage)
  if (stated) return Number(stated[1])
  const errors: ParseError[] = []
  parseTolerant(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  return errors.length > 0 ? errors[0].offset : text.length
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n")
  return { line: before.length, column: before[before.length - 1].length + 1 }
}

// The two slips editors make most often, named in words.
function hint(text: string, offset: number): string {
  const previous = text.slice(0, offset).trimEnd().slice(-1)
  const next = text.slice(offset).trimStart()[0]
  if (previous === "," && (next === "}" || next === "]")) return " (a comma after the last item?)"
  if ((previous === '"' || previous === "}" || previous === "]") && next === '"') return " (a missing comma?)"
  return ""
}
