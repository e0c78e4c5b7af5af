// @ts-check
// npm test's runs that only need the machine's CPU in bulk (the unit tests, the type check, the lint, the visitor's
// browser tests) yield it to the one run that waits on itself step after step: the editing screen's browser tests, one
// worker driving one development server (tools/test.mjs). Without this, on two cores the editing screen's run took
// three times as long as alone (docs/performance.md, "How long npm test takes").
//
// Linux shares the CPU between sessions first (the scheduler's autogroups), whatever a process's own nice: a run that
// yields is started as a session of its own (spawn's `detached`) and its session's nice raised. A browser is a session
// of its own too (Playwright starts each so), so a yielding run starts its browsers through a small script that raises
// its session's nice before it becomes the browser. Elsewhere, each process's nice alone does what it can.
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/** Set, in a yielding run's environment, to the nice its browsers take. */
export const YIELD_ENV = "TESTS_YIELD_CPU"

/** The nice a yielding run takes: a run at 0 gets about nine tenths of a core the other wants. */
export const YIELDING_NICE = 10

/** Lowers the priority of the process `pid` has just started as its own session, and of what it starts. @param {number} pid */
export function yieldCpu(pid, nice = YIELDING_NICE) {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice))
  } catch {
    // Not Linux, or a kernel without autogroups: the process's nice below is all there is.
  }
  try {
    os.setPriority(pid, nice)
  } catch {
    // Ended already.
  }
}

/**
 * The browser at `executable`, as a yielding run starts it: through a script that lowers its session's priority and
 * then becomes the browser, so Playwright talks to the browser itself. Unchanged outside a yielding run.
 * @param {string | null} executable @returns {string | null}
 */
export function yieldingExecutable(executable) {
  const nice = process.env[YIELD_ENV]
  if (!executable || !nice || process.platform === "win32") return executable
  const digest = crypto.createHash("sha256").update(`${executable}\0${nice}`).digest("hex").slice(0, 12)
  const script = path.join(os.tmpdir(), `yielding-${path.basename(executable)}-${digest}`)
  if (!fs.existsSync(script)) {
    const text = [
      "#!/bin/sh",
      `# Written by tools/cpu-priority.mjs: ${executable} at nice ${nice}, its session (autogroup) too.`,
      `echo ${Number(nice)} > /proc/self/autogroup 2>/dev/null`,
      `exec nice -n ${Number(nice)} '${executable.replaceAll("'", `'\\''`)}' "$@"`,
      "",
    ].join("\n")
    // Whole or not at all: the workers of a run may write it at once.
    const partial = `${script}.${process.pid}`
    fs.writeFileSync(partial, text, { mode: 0o755 })
    fs.renameSync(partial, script)
  }
  return script
}
