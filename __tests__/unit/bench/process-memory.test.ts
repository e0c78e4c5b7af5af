/** @jest-environment node */
import { processTree } from "../../../bench/process-memory.mjs"

// The bench's peak memory of a build counts Gatsby's workers too: every descendant of the process, no other.
test("a process tree is the process and its descendants at any depth, not its siblings nor its parent", () => {
  const parentOf = new Map([
    [10, 1],
    [11, 10],
    [12, 10],
    [13, 12],
    [20, 1],
    [21, 20],
  ])
  expect(processTree(10, parentOf).sort()).toEqual([10, 11, 12, 13])
  expect(processTree(21, parentOf)).toEqual([21])
})
