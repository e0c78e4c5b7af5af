// @ts-check
// The layout of content/*.json, written by the editing screen (plugins/cms/admin/cms.ts registers it as the CMS's format) and
// kept by tools/format-content.mjs: Prettier's own JSON layout, with this repository's .prettierrc, so a one-field
// edit changes that field's lines and no others. No file system here: it runs in the editor's browser.
import * as prettier from "prettier/standalone"
import * as babel from "prettier/plugins/babel"
import * as estree from "prettier/plugins/estree"

/** What of .prettierrc applies to JSON (the test __tests__/unit/plugins/content-model/json-layout.test.ts holds them equal). */
export const LAYOUT_OPTIONS = { printWidth: 150 }

/**
 * A content file's text from its data, keys in the data's order: the top object one key a line, everything inside
 * it on one line where it fits in the print width, else one entry a line (as Prettier lays out an object or list
 * written on one line). Prettier keeps an object spread over lines if its source is, so the source given to it is
 * one line per top-level key: the layout depends on the data alone.
 * @param {unknown} data
 * @returns {Promise<string>}
 */
export async function contentLayout(data) {
  const source =
    data !== null && typeof data === "object" && !Array.isArray(data)
      ? `{\n${Object.entries(data)
          .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
          .join(",\n")}\n}`
      : JSON.stringify(data)
  return prettier.format(source, { parser: "json", plugins: [babel, estree], ...LAYOUT_OPTIONS })
}
