/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { buildServer } from "../../../../server/app.mjs"
import { compressorVersions, precompressDir } from "../../../../plugins/static-host/precompress.mjs"
import { stepMemory } from "../../../../lib/built-site/step-memory.mjs"

// A page of repetitive markup, like Gatsby's HTML with its inlined CSS: well over a kilobyte, and compressible.
const page = `<!DOCTYPE html><html lang="en-GB"><head><title>Safaris</title></head><body>${'<p class="lead">Otters, ospreys and red deer.</p>'.repeat(200)}</body></html>`

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"))
  fs.writeFileSync(path.join(dir, "index.html"), page)
  fs.mkdirSync(path.join(dir, "about"))
  fs.writeFileSync(path.join(dir, "about/index.html"), page.replace("Safaris", "About us"))
  fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nAllow: /\n")
  fs.writeFileSync(path.join(dir, "photo.avif"), Buffer.alloc(4096, 7))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("precompressed copies of the built site", () => {
  it("writes Brotli and gzip copies of text files that decompress to the very same bytes", async () => {
    const result = await precompressDir(dir)
    for (const file of ["index.html", "about/index.html"]) {
      const original = fs.readFileSync(path.join(dir, file))
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`)))).toEqual(original)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original)
    }
    expect(result.files).toBe(2)
    expect(result.brotliBytes).toBeLessThan(result.bytes / 10)
  })

  it("leaves images and files under a kilobyte alone, and removes copies whose file is gone", async () => {
    fs.writeFileSync(path.join(dir, "old-chunk.js.br"), "stale")
    await precompressDir(dir)
    expect(fs.existsSync(path.join(dir, "photo.avif.br"))).toBe(false)
    expect(fs.existsSync(path.join(dir, "robots.txt.br"))).toBe(false)
    expect(fs.existsSync(path.join(dir, "old-chunk.js.br"))).toBe(false)
  })

  it("removes the copies of a file that no longer gets them, so the server never sends an earlier build's page", async () => {
    await precompressDir(dir)
    expect(fs.existsSync(path.join(dir, "about/index.html.br"))).toBe(true)
    fs.writeFileSync(path.join(dir, "about/index.html"), "<p>Moved</p>")
    await precompressDir(dir)
    expect(fs.existsSync(path.join(dir, "about/index.html.br"))).toBe(false)
    expect(fs.existsSync(path.join(dir, "about/index.html.gz"))).toBe(false)
  })

  it("is what the server sends to a browser that accepts Brotli, and the plain file to one that does not", async () => {
    await precompressDir(dir)
    const app = await buildServer({ root: dir })
    try {
      for (const url of ["/", "/about"]) {
        const brotli = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } })
        const file = url === "/" ? "index.html" : "about/index.html"
        expect(brotli.statusCode).toBe(200)
        expect(brotli.headers["content-encoding"]).toBe("br")
        expect(brotli.headers["content-type"]).toMatch(/^text\/html/)
        expect(brotli.rawPayload).toEqual(fs.readFileSync(path.join(dir, `${file}.br`)))
        const plain = await app.inject({ url, headers: { "accept-encoding": "identity" } })
        expect(plain.headers["content-encoding"]).toBeUndefined()
        expect(plain.body).toBe(fs.readFileSync(path.join(dir, file), "utf8"))
      }
    } finally {
      await app.close()
    }
  })
})

describe("precompressed copies after a warm build (with the step's memory)", () => {
  let memoryFile: string
  beforeEach(() => (memoryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "precompress-memory-")), "memory.json")))
  afterEach(() => fs.rmSync(path.dirname(memoryFile), { recursive: true, force: true }))
  /** One build's precompression: how many files it compressed. */
  const run = async (key = compressorVersions) => {
    const memory = stepMemory(memoryFile, key)
    const { compressed } = await precompressDir(dir, memory)
    memory.save()
    return compressed
  }
  const brotliOf = (file: string) => zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))).toString()

  it("compresses every file when it has no memory, and then only a file whose bytes changed", async () => {
    expect(await run()).toBe(2)
    const { mtimeMs } = fs.statSync(path.join(dir, "index.html.br"))
    fs.writeFileSync(path.join(dir, "about/index.html"), page.replace("Safaris", "Our guides"))
    expect(await run()).toBe(1)
    expect(brotliOf("about/index.html")).toContain("Our guides")
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "about/index.html.gz"))).toString()).toContain("Our guides")
    expect(fs.statSync(path.join(dir, "index.html.br")).mtimeMs).toBe(mtimeMs)
    expect(await run()).toBe(0)
  })

  it("reports the same sizes with the copies it kept as when it wrote them", async () => {
    const memory = stepMemory(memoryFile, compressorVersions)
    const first = await precompressDir(dir, memory)
    memory.save()
    expect(await precompressDir(dir, stepMemory(memoryFile, compressorVersions))).toEqual({ ...first, compressed: 0 })
  })

  it("writes a copy again when it is missing or not the one it wrote, though the file is unchanged", async () => {
    await run()
    fs.rmSync(path.join(dir, "index.html.br"))
    fs.writeFileSync(path.join(dir, "about/index.html.gz"), "not this build's")
    expect(await run()).toBe(2)
    expect(brotliOf("index.html")).toBe(page)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "about/index.html.gz"))).toString()).toBe(page.replace("Safaris", "About us"))
  })

  it("leaves no copy of a file that is gone, nor of one too small now", async () => {
    await run()
    fs.rmSync(path.join(dir, "about/index.html"))
    fs.writeFileSync(path.join(dir, "index.html"), "<p>Moved</p>")
    expect(await run()).toBe(0)
    expect(fs.readdirSync(path.join(dir, "about"))).toEqual([])
    expect(fs.existsSync(path.join(dir, "index.html.br"))).toBe(false)
    expect(fs.existsSync(path.join(dir, "index.html.gz"))).toBe(false)
  })

  it("compresses every file again under other compressors", async () => {
    await run()
    expect(await run("brotli 0.0.0, zlib 0.0.0")).toBe(2)
  })
})
