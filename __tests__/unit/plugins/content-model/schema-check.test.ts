/** @jest-environment node */
import { schemaCheckFor } from "../../../../plugins/content-model/lib/schema-check"

// The check of a set of schemas is compiled once and kept; an editor who changes a schema (or a tool that lifts a
// limit, as npm run scale does) gets a check of the schema as it is now, never the one kept.
const faq = (required: string[]) => ({
  type: "object",
  properties: { question: { type: "string" }, answer: { type: "string" } },
  required,
  additionalProperties: false,
})

test("a changed schema is checked as it is now, not as a check made earlier had it", () => {
  const entry = { question: "Do you take children?" }
  expect(schemaCheckFor({ "faq.schema.json": faq(["question"]) })("faq.schema.json", entry)).toEqual([])
  expect(schemaCheckFor({ "faq.schema.json": faq(["question", "answer"]) })("faq.schema.json", entry)).toEqual([
    { field: "answer", message: "is required" },
  ])
  expect(schemaCheckFor({ "faq.schema.json": faq(["question"]) })("faq.schema.json", entry)).toEqual([])
})

test("what a caller does to its schemas after the check is made does not change the check", () => {
  const schemas = { "faq.schema.json": faq(["question", "answer"]) }
  const check = schemaCheckFor(schemas)
  schemas["faq.schema.json"].required = []
  expect(check("faq.schema.json", { question: "Do you take children?" })).toEqual([{ field: "answer", message: "is required" }])
  expect(schemaCheckFor({ "faq.schema.json": faq(["question", "answer"]) })("faq.schema.json", {})).toEqual([
    { field: "question", message: "is required" },
    { field: "answer", message: "is required" },
  ])
})
