/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { contentHash, doChangedFiles, stepMemory } from "../../../lib/built-site/step-memory.mjs"

let dir: string
let memoryFile: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "step-memory-"))
  memoryFile = path.join(dir, ".cache", "step.json")
  fs.mkdirSync(path.join(dir, "public"))
  for (const name of ["a.html", "b.html"]) fs.writeFileSync(path.join(dir, "public", name), `<p>${name}</p>`)
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const files = () => ["a.html", "b.html"].map((name) => path.join(dir, "public", name)).filter((file) => fs.existsSync(file))
/** One run of a step that upper-cases each file it does (or as `work` does); returns the files it did. */
const run = (key = "k", work = (text: string) => text.toUpperCase()) => {
  const memory = stepMemory(memoryFile, key)
  const did = new Set<string>()
  doChangedFiles(path.join(dir, "public"), files(), memory, (text, name) => {
    did.add(name)
    return work(text)
  })
  memory.save()
  return [...did]
}
const read = (name: string) => fs.readFileSync(path.join(dir, "public", name), "utf8")

describe("a step's memory of the files it did", () => {
  it("does every file when it has no memory, and none that are as it left them", () => {
    expect(run()).toEqual(["a.html", "b.html"])
    expect(read("a.html")).toBe("<P>A.HTML</P>")
    expect(run()).toEqual([])
  })

  it("does a file whose bytes changed since, even to what it had been before the step", () => {
    run()
    fs.writeFileSync(path.join(dir, "public", "b.html"), "<p>b.html</p>")
    expect(run()).toEqual(["b.html"])
    expect(read("b.html")).toBe("<P>B.HTML</P>")
  })

  it("does every file again under another key, or when its memory is unreadable", () => {
    run("hash 1")
    expect(run("hash 2")).toEqual(["a.html", "b.html"])
    fs.writeFileSync(memoryFile, '{"key":"hash 2","files":')
    expect(run("hash 2")).toEqual(["a.html", "b.html"])
    fs.rmSync(memoryFile)
    expect(run("hash 2")).toEqual(["a.html", "b.html"])
  })

  it("forgets a file that is gone, so one put back with the same bytes is done again", () => {
    run()
    const bytes = fs.readFileSync(path.join(dir, "public", "b.html"))
    fs.rmSync(path.join(dir, "public", "b.html"))
    expect(run()).toEqual([])
    fs.writeFileSync(path.join(dir, "public", "b.html"), bytes)
    expect(run()).toEqual(["b.html"])
  })

  it("remembers a file a check leaves as it is by its own bytes", () => {
    const memory = stepMemory(memoryFile, "check")
    doChangedFiles(path.join(dir, "public"), files(), memory, () => undefined)
    memory.save()
    expect(JSON.parse(fs.readFileSync(memoryFile, "utf8")).files["a.html"]).toBe(contentHash("<p>a.html</p>"))
    expect(read("a.html")).toBe("<p>a.html</p>")
  })

  it("does a file again when its work on what it left would change it again", () => {
    const exclaim = (text: string) => `${text}!`
    expect(run("k", exclaim)).toEqual(["a.html", "b.html"])
    expect(run("k", exclaim)).toEqual(["a.html", "b.html"])
    expect(read("a.html")).toBe("<p>a.html</p>!!")
  })

  it("keeps nothing of a run that was not saved (a step that stopped the build)", () => {
    const memory = stepMemory(memoryFile, "k")
    expect(() =>
      doChangedFiles(path.join(dir, "public"), files(), memory, () => {
        throw new Error("patch no longer applies")
      })
    ).toThrow()
    expect(fs.existsSync(memoryFile)).toBe(false)
  })
})
