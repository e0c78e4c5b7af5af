/** @jest-environment node */
import fs from "fs"
import path from "path"
import { describeForEditor } from "../../../../plugins/content-model/lib/editor-words"
import { schemaFileFor } from "../../../../plugins/content-model/lib/collections"
import { SchemaResolver } from "../../../../plugins/content-model/lib/schema-resolver"
import { readSchemaFiles } from "../../../../plugins/content-model/lib/schema-reader"
import { brokenBy, realContent, removeContentCopies, type Json } from "../../../fixtures/content-copy"
import { problemsOfFile as checkEntry } from "../../../fixtures/content-change"

// A safari's texts repeat its guide price and its length, kept in their own fields: when one changes and a text still
// says the old figure, the check before saving and the build refuse it, naming the field and both figures.
const schemas = readSchemaFiles(path.join(realContent, "schemas"))
const read = (name: string): Json => JSON.parse(fs.readFileSync(path.join(realContent, name), "utf8"))
const adventure = "safaris/111.json"

/** What the editor reads on Publish, for the safari as changed. */
function forEditor(change: (data: Json) => void, name = adventure): string[] {
  const data = read(name)
  change(data)
  const file = { schemas: new SchemaResolver(schemas), schemaFile: schemaFileFor(name), data }
  return checkEntry(name, data).map((problem) => describeForEditor(problem, file))
}

afterAll(removeContentCopies)

test("today's safaris say the figures their fields hold", () => {
  for (const name of fs.readdirSync(path.join(realContent, "safaris"))) expect(forEditor(() => {}, `safaris/${name}`)).toEqual([])
})

describe("the guide price", () => {
  test("changed, while the search description still says the old one", () => {
    expect(forEditor((data) => (data.priceFrom = 950))).toEqual([
      "The search description says 'From £1,650 per person', but the guide price is £950. Change one of them so they agree, then publish again.",
    ])
    // The build refuses it with its own line, naming file and field.
    expect(brokenBy(adventure, (data) => (data.priceFrom = 950))).toEqual([
      "content/safaris/111.json: description: says 'From £1,650 per person', but the guide price is £950; change one of them so they agree",
    ])
  })

  test("a text that names another price than the field, written with or without a thousands comma", () => {
    expect(forEditor((data) => (data.info = `${data.info} Guided trips from £1,500.`))).toEqual([
      "The summary says 'from £1,500', but the guide price is £1,650. Change one of them so they agree, then publish again.",
    ])
    expect(forEditor((data) => (data.priceNote = "from £1500 per person, two sharing a room"))).toEqual([
      expect.stringMatching(/^"What the guide price is for" says 'from £1500 per person', but the guide price is £1,650\./),
    ])
    // Both changed together: they agree again.
    expect(forEditor((data) => ((data.priceFrom = 1500), (data.description = data.description.replace("£1,650", "£1,500"))))).toEqual([])
  })

  test("only an amount introduced by 'from' is a guide price", () => {
    const otherAmounts = "A deposit of £250 secures your place; single rooms cost £40 a night more; save £100 from the second guest."
    expect(forEditor((data) => (data.priceNote = otherAmounts))).toEqual([])
  })
})

describe("the length in days", () => {
  test("a day taken off the itinerary, while the texts still say seven: each text named once", () => {
    expect(forEditor((data) => data.itinerary.pop())).toEqual([
      "The search description says 'seven-day', but the sample itinerary has 6 days. Change one of them so they agree, then publish again.",
      "The introduction says 'Seven days', but the sample itinerary has 6 days. Change one of them so they agree, then publish again.",
      `"What the guide price is for" says '7 days and 6 nights', but the sample itinerary has 6 days. Change one of them so they agree, then publish again.`,
    ])
  })

  test("a text that names another length than the itinerary, in digits or in words", () => {
    expect(forEditor((data) => (data.priceNote = "two sharing a room, for 6 days and 5 nights in a group of 4 to 8"))).toEqual([
      expect.stringMatching(/^"What the guide price is for" says '6 days and 5 nights', but the sample itinerary has 7 days\./),
    ])
    expect(forEditor((data) => (data.info = "An eight-day adventure trip across the Highlands."))).toEqual([
      expect.stringMatching(/^The summary says 'eight-day', but the sample itinerary has 7 days\./),
    ])
    expect(forEditor((data) => (data.description = "Our 6-day guided safari in the Highlands."))).toEqual([
      expect.stringMatching(/^The search description says '6-day', but the sample itinerary has 7 days\./),
    ])
    expect(forEditor((data) => (data.introduction[1] = "Five days on foot and on the water."))).toEqual([
      expect.stringMatching(/^The introduction says 'Five days', but the sample itinerary has 7 days\./),
    ])
  })

  test("only a phrase giving the safari's own length: not a ferry's minutes, a part of the trip, or a day's own text", () => {
    const parts = [
      "A 50-minute ferry crosses to Mull.",
      "We spend two days on Skye, then surf at Thurso two days later.",
      "Cancel up to 60 days before you travel.",
      "A two-day kayak course is part of it.",
    ].join(" ")
    expect(forEditor((data) => (data.suits = parts))).toEqual([])
    expect(forEditor((data) => (data.itinerary[0].activities = "Three days of paddling start here."))).toEqual([])
  })
})
