// @ts-check
// Tables of figures as text: plain columns for the console, Markdown for docs/performance.md.

/** Rows as columns of plain text, right-aligned. @param {(string | number)[][]} rows */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  return rows.map((row) => row.map((cell, column) => String(cell).padStart(widths[column])).join("  ")).join("\n")
}

/** Rows as a Markdown table, the first row its header. @param {(string | number)[][]} rows */
export function markdownTable(rows) {
  const line = (/** @type {(string | number)[]} */ row) => `| ${row.join(" | ")} |`
  return [line(rows[0]), line(rows[0].map((_, column) => (column === 0 ? "---" : "---:"))), ...rows.slice(1).map(line)].join("\n")
}
