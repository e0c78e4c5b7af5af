/** @jest-environment node */
import fs from "fs"
import path from "path"
import * as prettier from "prettier/standalone"
import * as babel from "prettier/plugins/babel"
import * as estree from "prettier/plugins/estree"
import { schemaFileFor } from "../../../../plugins/content-model/lib/collections"
import { contentLayout, LAYOUT_OPTIONS } from "../../../../plugins/content-model/json-layout.mjs"
import { inSchemaOrder } from "../../../../plugins/content-model/lib/schema-resolver"
import { SchemaSet } from "../../../../plugins/content-model/lib/schema-reader"
import { realContent } from "../../../fixtures/content-copy"

// The editing screen writes a content file in this layout (plugins/cms/admin/cms.ts); a one-field edit then changes that
// field's lines alone only if the file was in the same layout before.
const files = fs
  .readdirSync(realContent, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".json") && !name.startsWith("schemas"))
  .sort()
const prettierrc = JSON.parse(fs.readFileSync(path.join(realContent, "..", ".prettierrc"), "utf8"))

const schemas = new SchemaSet(path.join(realContent, "schemas"))

test.each(files)("content/%s is already in the layout the editing screen writes (else: npm run format:content)", async (name) => {
  const text = fs.readFileSync(path.join(realContent, name), "utf8")
  // Keys in the order of the form's fields, as admin/saving.ts writes them.
  expect(await contentLayout(inSchemaOrder(schemas, schemaFileFor(name), JSON.parse(text)))).toBe(text)
})

test("the layout is Prettier's with the repository's .prettierrc: Prettier leaves every content file as it is", async () => {
  expect(LAYOUT_OPTIONS.printWidth).toBe(prettierrc.printWidth)
  for (const name of files) {
    const text = fs.readFileSync(path.join(realContent, name), "utf8")
    expect(await prettier.format(text, { ...prettierrc, parser: "json", plugins: [babel, estree] })).toBe(text)
  }
})

test("one changed value changes that value's line alone; an object that outgrows the line is spread over lines", async () => {
  const site = JSON.parse(fs.readFileSync(path.join(realContent, "site.json"), "utf8"))
  const before = (await contentLayout(site)).split("\n")
  const after = (await contentLayout({ ...site, tagline: "Wild Scotland, tailor-made" })).split("\n")
  expect(after.length).toBe(before.length)
  expect(after.filter((line, index) => line !== before[index])).toEqual(['  "tagline": "Wild Scotland, tailor-made",'])

  const long = {
    ...site,
    credit: { ...site.credit, label: "Site designed, written and built with care by Bothy Digital of Aviemore in the Cairngorms" },
  }
  const spread = await contentLayout(long)
  expect(spread).toContain('  "credit": {\n    "label": "Site designed')
  // Keys stay in the file's order.
  expect(Object.keys(JSON.parse(spread))).toEqual(Object.keys(site))
})
