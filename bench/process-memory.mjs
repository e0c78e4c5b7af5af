// @ts-check
// The memory a command takes with every process it starts (Gatsby builds in workers: page rendering, images), read
// from /proc while it runs. GNU time's "maximum resident set size" is the largest single process's, not the tree's.
// The sum counts pages the processes share (Node's own code) once per process: an upper bound, the same for any build.
import fs from "node:fs"
import { spawn } from "node:child_process"

const pageSize = 4096

/** Each process's parent, from /proc/<pid>/stat (the field after the parenthesised name). @returns {Map<number, number>} */
function parents() {
  /** @type {Map<number, number>} */
  const parentOf = new Map()
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      parentOf.set(Number(name), Number(fields[1]))
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return parentOf
}

/** `root` and its descendants. @param {number} root @param {Map<number, number>} parentOf */
export function processTree(root, parentOf) {
  const tree = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, parent] of parentOf) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return [...tree]
}

/** Resident bytes of a process, or 0 once it has gone. @param {number} pid */
function residentBytes(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]) * pageSize
  } catch {
    return 0
  }
}

/**
 * Runs a command, sampling its process tree's resident memory every `intervalMs`.
 * @param {string} command @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, logFile: string, intervalMs?: number }} options
 * @returns {Promise<{ status: number | null, seconds: number, peakTreeBytes: number, peakProcessBytes: number }>}
 */
export function runSamplingMemory(command, args, { cwd, env, logFile, intervalMs = 250 }) {
  const log = fs.openSync(logFile, "w")
  const started = process.hrtime.bigint()
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", log, log] })
  let peakTreeBytes = 0
  let peakProcessBytes = 0
  const sample = () => {
    if (child.pid === undefined) return
    const sizes = processTree(child.pid, parents()).map(residentBytes)
    peakTreeBytes = Math.max(
      peakTreeBytes,
      sizes.reduce((sum, size) => sum + size, 0)
    )
    peakProcessBytes = Math.max(peakProcessBytes, ...sizes)
  }
  const timer = setInterval(sample, intervalMs)
  return new Promise((resolve, reject) => {
    child.on("error", (error) => {
      clearInterval(timer)
      fs.closeSync(log)
      reject(error)
    })
    child.on("close", (status) => {
      clearInterval(timer)
      fs.closeSync(log)
      const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e8) / 10
      resolve({ status, seconds, peakTreeBytes, peakProcessBytes })
    })
  })
}
