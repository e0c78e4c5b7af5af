/** @jest-environment node */
import { checkSightings, checkSpeciesList, sightingSavedAhead } from "../../../../plugins/content-model/lib/sighting-rules"
import { describeProblem } from "../../../../plugins/content-model/lib/problem"
import type { ContentFile } from "../../../../plugins/content-model/lib/walk"

const file = (name: string, data: Record<string, unknown>): ContentFile => ({ label: `content/${name}`, name, data })
const species = file("species.json", { species: [{ name: "Otter" }, { name: "White-tailed eagle" }, { name: "Osprey" }] })
const post = (name: string, data: Record<string, unknown>) =>
  file(`sightings/${name}.json`, { title: "Otters at dawn", date: "2026-10-14", species: ["Otter"], safari: "333", ...data })
const lines = (problems: ReturnType<typeof checkSightings>) => problems.map(describeProblem)

describe("a post of the sightings journal", () => {
  it("names only species on the office's list, any spelling of one name matching", () => {
    expect(lines(checkSightings([post("otters", { species: ["otter", "White-Tailed Eagle"] })], species, ["333"]))).toEqual([])
    expect(lines(checkSightings([post("otters", { species: ["Otter", "Ottter"] })], species, ["333"]))).toEqual([
      expect.stringMatching(
        /^content\/sightings\/otters\.json: species\[1\]: "Ottter" is not on the journal's list of species .*did you mean "Otter"\?/
      ),
    ])
  })

  it("names a safari there is, or none", () => {
    expect(lines(checkSightings([post("otters", { safari: "" }), post("eagle", { safari: undefined })], species, ["333"]))).toEqual([])
    expect(lines(checkSightings([post("otters", { safari: "555" })], species, ["333", "444"]))).toEqual([
      expect.stringMatching(/^content\/sightings\/otters\.json: safari: names the safari at \/safaris\/555, which is not on the site/),
    ])
  })

  it("has an address that starts with a letter, so it is never taken for a page of the journal", () => {
    expect(lines(checkSightings([post("2", {}), post("Otters-Dawn", {})], species, ["333"]))).toEqual([
      expect.stringMatching(/^content\/sightings\/2\.json: the file's name is the post's address \(\/journal\/2\): start it with a letter/),
      expect.stringMatching(/^content\/sightings\/Otters-Dawn\.json: the file's name is the post's address/),
    ])
  })

  it("is not checked against a list of species that is missing: that says so itself, once", () => {
    expect(checkSightings([post("otters", { species: ["Kraken"] })], undefined, ["333"])).toEqual([])
  })

  it("can be saved dated today or before, never ahead; a date passing is never a problem", () => {
    expect(sightingSavedAhead(post("otters", { date: "2026-11-27" }), "2026-11-27")).toEqual([])
    expect(sightingSavedAhead(post("otters", { date: "2025-01-01" }), "2026-11-27")).toEqual([])
    expect(lines(sightingSavedAhead(post("otters", { date: "2026-11-28" }), "2026-11-27"))).toEqual([
      "content/sightings/otters.json: date: 2026-11-28 is still to come (today is 2026-11-27); write the post on the day of the sighting or after it",
    ])
  })
})

describe("the office's list of species", () => {
  it("holds each species once, however it is spelt", () => {
    expect(checkSpeciesList(species)).toEqual([])
    const twice = file("species.json", { species: [{ name: "Red deer" }, { name: "Otter" }, { name: "red-deer" }] })
    expect(lines(checkSpeciesList(twice))).toEqual([
      'content/species.json: species[2].name: "red-deer" is already on the list (species[0]); each species once',
    ])
  })
})
