/** @jest-environment node */
import path from "path"
import { withoutEmptiedFields } from "../../../../plugins/content-model/lib/emptied-fields"
import { readSchemaFiles } from "../../../../plugins/content-model/lib/schema-reader"
import { SchemaResolver } from "../../../../plugins/content-model/lib/schema-resolver"
import { problemsOfFile } from "../../../fixtures/content-change"
import { realContent, type Json } from "../../../fixtures/content-copy"
import fs from "fs"

// The editing screen keeps an optional box typed in and cleared again as "": saved as it is, the check would refuse
// "" as a day, a number or a note. Left out, the field is simply not given.
const schemas = new SchemaResolver(readSchemaFiles(path.join(realContent, "schemas")))
const safari = (): Json => JSON.parse(fs.readFileSync(path.join(realContent, "safaris/333.json"), "utf8"))

test("a departure's emptied last day, places, price and note are left out; its first day and status stay", () => {
  const data = safari()
  data.departures.push({ start: "2027-09-25", end: "", status: "guaranteed", placesLeft: "", price: null, note: "" })
  const saved = withoutEmptiedFields(schemas, "safari.schema.json", data) as Json
  expect(saved.departures.at(-1)).toEqual({ start: "2027-09-25", status: "guaranteed" })
  expect(problemsOfFile("safaris/333.json", saved)).toEqual([])
  // As the form left it, the check refuses it.
  expect(problemsOfFile("safaris/333.json", data).length).toBeGreaterThan(0)
})

test("a required field left empty stays, for the check to ask for; the rest of the file is untouched", () => {
  const data = safari()
  data.departures.push({ start: "", status: "available" })
  data.title = ""
  const saved = withoutEmptiedFields(schemas, "safari.schema.json", data) as Json
  expect(saved.departures.at(-1)).toEqual({ start: "", status: "available" })
  expect(saved.title).toBe("")
  expect({ ...saved, departures: data.departures, title: data.title }).toEqual(data)
})

test("an optional value the schema accepts empty stays as the editor left it", () => {
  const testimonials = JSON.parse(fs.readFileSync(path.join(realContent, "testimonials.json"), "utf8")) as Json
  testimonials.testimonials[0].safari = ""
  const saved = withoutEmptiedFields(schemas, "testimonials.schema.json", testimonials) as Json
  expect(saved.testimonials[0].safari).toBe("")
})
