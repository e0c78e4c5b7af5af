/** @jest-environment node */
import { transformFileSync } from "@babel/core"
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { describeForEditor } from "../../../../plugins/content-model/lib/editor-words"
import { describeProblem } from "../../../../plugins/content-model/lib/problem"
import { problemsOfChange } from "../../../../plugins/content-model/lib/content-change"
import { SchemaResolver } from "../../../../plugins/content-model/lib/schema-resolver"
import { addDays } from "../../../../src/lib/departures"
import { contentFiles, contentRules } from "../../../fixtures/content-change"
import { brokenBy, realContent, removeContentCopies, type Json } from "../../../fixtures/content-copy"

// A safari's departures, as the build checks them and as the editing screen refuses them before saving. The build's
// rules compare dates with each other, never with today; only a save refuses a departure whose first day has come.
const wildlife = "safaris/333.json"
const read = (name = wildlife): Json => JSON.parse(fs.readFileSync(path.join(realContent, name), "utf8"))
const files = contentFiles()
const today = "2026-11-27"

/** The problems in the safari saved with `change` made to it, on `day`, as the build logs them. */
function saved(change: (data: Json) => void, day = today, name = wildlife): string[] {
  const data = read(name)
  change(data)
  return problemsOfChange("content", files, { kind: "write", name, text: JSON.stringify(data, null, 2) }, contentRules, day).map(describeProblem)
}

/** What the editor reads on Publish of the safari with `change` made to it. */
function toldOnSave(change: (data: Json) => void, day = today): string[] {
  const data = read()
  change(data)
  const file = { schemas: new SchemaResolver(contentRules.schemas), schemaFile: "safari.schema.json", data }
  return problemsOfChange("content", files, { kind: "write", name: wildlife, text: JSON.stringify(data, null, 2) }, contentRules, day).map(
    (problem) => describeForEditor(problem, file)
  )
}

afterAll(removeContentCopies)

test("today's safaris' departures pass, in the build and on a save", () => {
  expect(read().departures.length).toBeGreaterThan(0)
  for (const name of ["safaris/111.json", "safaris/222.json", "safaris/333.json", "safaris/444.json"])
    expect(saved(() => {}, today, name)).toEqual([])
})

describe("the build's rules", () => {
  test("a last day before the first is refused, naming the departure by its first day", () => {
    const change = (data: Json) => (data.departures[1].end = "2027-05-01")
    expect(brokenBy(wildlife, change)).toEqual(["content/safaris/333.json: departures[1].end: 2027-05-01 is before the first day, 2027-05-08"])
    expect(toldOnSave(change)).toEqual([
      "Departure 2, '8 May 2027': the last day (1 May 2027) is before the first day (8 May 2027). A departure ends on or after the day it starts: change one of them, then publish again.",
    ])
  })

  test("two departures of one safari on the same first day are refused, naming both", () => {
    const change = (data: Json) => data.departures.push({ start: "2027-05-08", status: "available" })
    const added = read().departures.length
    expect(brokenBy(wildlife, change)).toEqual([
      `content/safaris/333.json: departures[${added}].start: 2027-05-08 is also the first day of departures[1]; two departures of one safari cannot start on the same day`,
    ])
    expect(toldOnSave(change)).toEqual([
      `Departure ${added + 1}, '8 May 2027': the first day is also the first day of Departure 2, '8 May 2027'. Two departures of one safari cannot start on the same day: change one of the dates, or remove the departure you do not need, then publish again.`,
    ])
    // The same day on two safaris is two groups, and fine.
    expect(brokenBy("safaris/111.json", (data) => data.departures.push({ start: "2027-05-08", status: "available" }))).toEqual([])
  })

  test("a departure longer or shorter than the sample itinerary needs a note saying why", () => {
    expect(read().itinerary).toHaveLength(7)
    const shorter = (data: Json) => (data.departures[0] = { start: "2027-04-17", end: "2027-04-21", status: "available" })
    expect(brokenBy(wildlife, shorter)).toEqual([
      "content/safaris/333.json: departures[0].end: makes the departure 5 days long, but the sample itinerary has 7 days; say why in its note",
    ])
    expect(toldOnSave(shorter)).toEqual([
      "Departure 1, '17 April 2027': the last day makes the departure 5 days long, but the sample itinerary has 7 days. Say why in its note, or leave the last day empty for 7 days, then publish again.",
    ])
    // With a note, or lasting the itinerary's 7 days (the 17th to the 23rd), or with no last day at all: fine.
    expect(brokenBy(wildlife, (data) => (shorter(data), (data.departures[0].note = "A short spring break: five days.")))).toEqual([])
    expect(brokenBy(wildlife, (data) => (data.departures[0] = { start: "2027-04-17", end: "2027-04-23", status: "available" }))).toEqual([])
  })

  test("a departure that has long left does not stop the build: the build never looks at today", () => {
    expect(brokenBy(wildlife, (data) => data.departures.unshift({ start: "2020-04-18", status: "available" }))).toEqual([])
  })
})

describe("on a save: a new or re-dated departure whose first day has come", () => {
  const add = (start: string) => (data: Json) => data.departures.push({ start, status: "available" })

  test("one starting today is refused; one starting tomorrow is saved", () => {
    expect(saved(add(today))).toEqual([
      `content/safaris/333.json: departures[${read().departures.length}].start: 2026-11-27 is today (today is 2026-11-27); a departure is shown until the day before it starts`,
    ])
    expect(toldOnSave(add(today))).toEqual([
      `Departure ${read().departures.length + 1}, '27 November 2026': the first day is today: the group sets off today, and the site stops showing a departure on the day it starts. Choose a later day, then publish again.`,
    ])
    expect(saved(add(addDays(today, 1)))).toEqual([])
  })

  test("one in the past is refused, in words", () => {
    expect(toldOnSave(add("2026-11-02"))).toEqual([
      `Departure ${read().departures.length + 1}, '2 November 2026': the first day (2 November 2026) has passed: today is 27 November 2026, and the site shows a departure only until the day before it starts. Choose a later day, or remove this departure, then publish again.`,
    ])
  })

  test("a departure moved to a day that has come is refused; one whose dates are unchanged is not, even once it has left", () => {
    expect(saved((data) => (data.departures[0].start = "2026-11-20"))).toHaveLength(1)
    // A year on, every departure of today's file has left: another field changed, a status changed, the list
    // reordered or one removed, the safari is still saved.
    const later = "2027-11-27"
    expect(saved((data) => (data.pace = "Gentle, with time to rest."), later)).toEqual([])
    expect(saved((data) => (data.departures[0].status = "guaranteed"), later)).toEqual([])
    expect(saved((data) => data.departures.reverse(), later)).toEqual([])
    expect(saved((data) => data.departures.pop(), later)).toEqual([])
    // A last day changed is a new date.
    expect(saved((data) => (data.departures[0] = { ...data.departures[0], end: "2027-04-23" }), later)).toEqual([
      expect.stringMatching(/^content\/safaris\/333\.json: departures\[0\]\.start: 2027-04-17 is past \(today is 2027-11-27\)/),
    ])
  })

  test("a copy made with Duplicate keeps the original's departures, even those that have left; a departure of its own that has come is refused", () => {
    const copy: Json = { ...read(), title: "Autumn Wildlife", otherAddresses: [] }
    const write = (data: Json) => ({ kind: "write" as const, name: "safaris/autumn-wildlife.json", text: JSON.stringify(data, null, 2) })
    expect(problemsOfChange("content", files, write(copy), contentRules, "2027-05-10")).toEqual([])
    copy.departures = [...copy.departures, { start: "2027-05-09", status: "available" }]
    expect(problemsOfChange("content", files, write(copy), contentRules, "2027-05-10")).toEqual([
      expect.objectContaining({ field: `departures[${copy.departures.length - 1}].start`, message: expect.stringMatching(/^2027-05-09 is past/) }),
    ])
  })

  test("another file's save is not held to today", () => {
    const faqs = read("faqs.json")
    expect(problemsOfChange("content", files, { kind: "write", name: "faqs.json", text: JSON.stringify(faqs) }, contentRules, "2030-01-01")).toEqual(
      []
    )
  })
})

describe("today is Scotland's day, whatever the machine's time zone", () => {
  afterEach(() => jest.useRealTimers())

  /** The save's problems at the instant `now`, the check finding today itself. */
  const savedAt = (now: string, start: string) => {
    jest.useFakeTimers({ now: new Date(now), doNotFake: ["nextTick", "setImmediate"] })
    const data = read()
    data.departures.push({ start, status: "available" })
    return problemsOfChange("content", files, { kind: "write", name: wildlife, text: JSON.stringify(data) }, contentRules)
  }

  /**
   * The day of the month on the machine's own clock and Scotland's day (scotlandDay, which the check's today is), at
   * `instant`, in a Node process whose time zone is `zone` (Jest's workers keep the zone they started with).
   */
  function onMachineIn(zone: string, instant: string): [number, string] {
    const { code } = transformFileSync(path.resolve(__dirname, "../../../../src/lib/departures.ts"), {
      babelrc: false,
      configFile: false,
      presets: ["@babel/preset-typescript"],
      plugins: ["@babel/plugin-transform-modules-commonjs"],
    })!
    const script = `const module={exports:{}};new Function("module","exports",${JSON.stringify(code)})(module,module.exports);
      const at=new Date(${JSON.stringify(instant)});process.stdout.write(JSON.stringify([at.getDate(),module.exports.scotlandDay(at)]))`
    return JSON.parse(execFileSync(process.execPath, ["-e", script], { env: { ...process.env, TZ: zone }, encoding: "utf8" }))
  }

  test("at 23:30 UTC on 31 March, Scotland is half an hour into 1 April (summer time): a departure on 1 April has left", () => {
    expect(onMachineIn("UTC", "2027-03-31T23:30:00Z")).toEqual([31, "2027-04-01"])
    expect(savedAt("2027-03-31T23:30:00Z", "2027-04-01")).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^2027-04-01 is today/) }),
    ])
    expect(savedAt("2027-03-31T23:30:00Z", "2027-04-02")).toEqual([])
  })

  test("at 00:30 UTC on 1 January, on a machine in New York (still 31 December there), a departure on 1 January has left", () => {
    expect(onMachineIn("America/New_York", "2027-01-01T00:30:00Z")).toEqual([31, "2027-01-01"])
    expect(savedAt("2027-01-01T00:30:00Z", "2027-01-01")).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^2027-01-01 is today/) }),
    ])
    expect(savedAt("2027-01-01T00:30:00Z", "2027-01-02")).toEqual([])
  })
})
