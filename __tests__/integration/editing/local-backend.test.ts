/** @jest-environment node */
// `npm run edit` saves through Decap's local backend while `gatsby develop` watches content/. The watcher must find
// each saved file whole: a file read half-written left the page with "Missing content" until the next save.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import chokidar from "chokidar"

const projectRoot = path.resolve(__dirname, "../../..")
const port = 8182 // decap-server's ports in this repository's tests start at 8181 (the editing screen's tests)
let root: string
let server: ChildProcess

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "local-backend-"))
  fs.mkdirSync(path.join(root, "content"))
  fs.writeFileSync(path.join(root, "content", "faqs.json"), JSON.stringify({ save: 0 }))
  server = spawn(process.execPath, [path.join(projectRoot, "tools", "local-backend.mjs")], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root, LOG_LEVEL: "warn" },
    stdio: "inherit",
  })
  const end = Date.now() + 15_000
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/v1`, { method: "POST" }).then(
      () => true,
      () => false
    ))
  ) {
    if (Date.now() > end) throw new Error("the local backend did not start")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})

afterAll(() => {
  server?.kill()
  fs.rmSync(root, { recursive: true, force: true })
})

/** What the editing screen sends on Publish now (the simple workflow), for one file. */
const save = (file: string, raw: string) =>
  fetch(`http://127.0.0.1:${port}/api/v1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      action: "persistEntry",
      params: {
        branch: "main",
        entry: { slug: "faqs", path: file, raw },
        assets: [],
        options: { commitMessage: "Update Pages “faqs”", useWorkflow: false, status: "draft" },
      },
    }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`the save was refused: ${await response.text()}`)
  })

test("every save is whole when the development server's watcher reads it, and leaves no file behind", async () => {
  // As gatsby-source-filesystem watches content/ (gatsby-config.ts: hidden files left out).
  const watcher = chokidar.watch(path.join(root, "content"), { ignored: ["**/.*"], ignoreInitial: true })
  await new Promise((resolve) => watcher.on("ready", resolve))
  const reads: Promise<string>[] = []
  watcher.on("all", (event, file) => {
    if (event === "add" || event === "change") reads.push(fs.promises.readFile(file, "utf8"))
  })
  try {
    const saves = 60
    for (let n = 1; n <= saves; n++) {
      // Large enough that a write in place takes several steps, as a photograph does.
      await save("content/faqs.json", JSON.stringify({ save: n, answer: "Red deer on the hill. ".repeat(5_000 + n) }))
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    const seen = await Promise.all(reads)
    expect(seen.length).toBeGreaterThan(0)
    const broken = seen.filter((text) => {
      try {
        JSON.parse(text)
        return false
      } catch {
        return true
      }
    })
    expect(broken.map((text) => `${text.length} characters: …${text.slice(-40)}`)).toEqual([])
    expect(JSON.parse(fs.readFileSync(path.join(root, "content", "faqs.json"), "utf8")).save).toBe(saves)
    expect(fs.readdirSync(path.join(root, "content"))).toEqual(["faqs.json"])
  } finally {
    await watcher.close()
  }
  // Sixty whole saves in a row: on a machine busy with other tests they take longer than the default allows.
}, 120_000)

test("a save into a new folder creates it, as decap-server does (a new safari's first file)", async () => {
  await save("content/safaris/red-deer.json", JSON.stringify({ title: "Red deer" }))
  expect(JSON.parse(fs.readFileSync(path.join(root, "content", "safaris", "red-deer.json"), "utf8")).title).toBe("Red deer")
})

test("a saved file is touched again a second later, so that the development server reads it again (tools/local-backend.mjs)", async () => {
  const file = path.join(root, "content", "about.json")
  const watcher = chokidar.watch(path.join(root, "content"), { ignored: ["**/.*"], ignoreInitial: true })
  await new Promise((resolve) => watcher.on("ready", resolve))
  const changes: number[] = []
  watcher.on("all", (_event, changed) => {
    if (changed === file) changes.push(Date.now())
  })
  try {
    const saved = Date.now()
    await save("content/about.json", JSON.stringify({ title: "About us" }))
    // The touch comes a second after the save; a busy machine may deliver it later, never before. The next touch
    // comes five seconds after the save.
    const end = saved + 4_000
    while (changes.length < 2 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(changes.length).toBe(2)
    expect(changes[1] - saved).toBeGreaterThanOrEqual(900)
    expect(JSON.parse(fs.readFileSync(file, "utf8")).title).toBe("About us")
  } finally {
    await watcher.close()
  }
})
