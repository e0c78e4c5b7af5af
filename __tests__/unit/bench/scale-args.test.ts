/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { ScaleArgumentError, parseScaleArgs } from "../../../bench/scale-project.mjs"

// `npm run scale -- N DIR`: what it accepts, and what it refuses before writing anything.
const projectRoot = path.resolve(__dirname, "../../..")
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "scale-args-"))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

const parse = (...argv: string[]) => parseScaleArgs(argv, { projectRoot, cwd: scratch })
const refusal = (...argv: string[]) => {
  try {
    parse(...argv)
  } catch (error) {
    expect(error).toBeInstanceOf(ScaleArgumentError)
    return (error as Error).message
  }
  throw new Error(`${argv.join(" ")} was accepted`)
}

test("a whole number and a new folder outside the project", () => {
  expect(parse("10", "ten-times")).toEqual({ times: 10, dir: path.join(scratch, "ten-times"), force: false })
  expect(parse("1", path.join(scratch, "once"), "--force")).toEqual({ times: 1, dir: path.join(scratch, "once"), force: true })
})

test.each(["0", "-1", "2.5", "ten", "", "1e3", "0x10"])("N %p is refused as not a whole number from 1", (count) => {
  expect(refusal(count, "out")).toMatch(/^N must be a whole number, 1 or more .*got "/)
})

test("N and DIR are both needed, and nothing else", () => {
  expect(refusal("3")).toMatch(/^expected N and DIR, got 1 argument/)
  expect(refusal("3", "a", "b")).toMatch(/^expected N and DIR, got 3 argument/)
  expect(refusal("3", "out", "--fast")).toMatch(/Unknown option '--fast'/)
})

test("DIR inside the project, the project itself, or a folder holding it, is refused", () => {
  expect(refusal("2", path.join(projectRoot, "public", "scaled"))).toMatch(/is inside the project/)
  expect(refusal("2", projectRoot)).toMatch(/is inside the project/)
  expect(refusal("2", path.dirname(projectRoot), "--force")).toMatch(/holds the project/)
})

test("an existing folder with files in it is refused unless --force; an empty one is fine; a file never", () => {
  const full = path.join(scratch, "full")
  fs.mkdirSync(full)
  fs.writeFileSync(path.join(full, "keep.txt"), "mine")
  expect(refusal("2", full)).toMatch(/is a folder with files in it; give --force/)
  expect(parse("2", full, "--force").force).toBe(true)
  const empty = path.join(scratch, "empty")
  fs.mkdirSync(empty)
  expect(parse("2", empty).dir).toBe(empty)
  const file = path.join(scratch, "a-file")
  fs.writeFileSync(file, "")
  expect(refusal("2", file, "--force")).toMatch(/is a file, not a folder/)
})
