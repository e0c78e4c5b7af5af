import { test, expect } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"
import { firstLoadJs, firstLoadScripts, htmlFileFor, kilobytes } from "../../../bench/first-load-js.mjs"
import { listFiles } from "../../../lib/built-site/built-files.mjs"
import { builtPagePaths, notFoundPaths } from "../routes"

// Byte budgets of the production build: sizes, never timings, so the result is the same on any machine.
// KB is 1024 bytes and MB 1024 KB, as in `npm run bench`.
const KB = 1024
const MB = 1024 * KB
const budget = { firstLoadJs: 110 * KB, homePage: 600 * KB, video: 1.5 * MB }

const publicDir = path.resolve("public")

test.describe("first-load JavaScript", () => {
  for (const route of builtPagePaths) {
    test(`${route} loads at most ${budget.firstLoadJs / KB} KB of JavaScript (gzip)`, () => {
      const js = firstLoadJs(publicDir, route)
      const list = js.files.map((file) => `${file.file} ${kilobytes(file.gzipBytes)} KB`).join(", ")
      expect(js.gzipBytes, list).toBeLessThanOrEqual(budget.firstLoadJs)
    })
  }

  // The budget is only as good as the count: every script a browser really fetches must be in it.
  for (const [visited, built] of [
    ["/", "/"],
    ["/trip", "/trip"],
    [notFoundPaths[1], "/404.html"],
  ]) {
    test(`the count for ${visited} includes every script the browser fetches to show it`, async ({ page }) => {
      const fetched: string[] = []
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") fetched.push(new URL(response.url()).pathname)
      })
      await page.goto(visited, { waitUntil: "networkidle" })
      expect(fetched.length).toBeGreaterThan(2)
      expect(firstLoadScripts(publicDir, built)).toEqual(expect.arrayContaining(fetched))
    })
  }
})

// A new connection's first round trip carries about 14.6 KB (TCP's initial window: 10 segments of 1,460 bytes), so
// a page whose compressed HTML (with its inlined CSS) and response headers fit starts to render after one trip.
const firstRoundTrip = 14_600

test.describe("HTML", () => {
  for (const route of builtPagePaths) {
    test(`${route} arrives in the first round trip: its Brotli HTML and headers are at most ${firstRoundTrip} bytes`, async ({ request }) => {
      const response = await request.get(route, { headers: { "accept-encoding": "br" } })
      expect(response.headers()["content-encoding"]).toBe("br")
      const statusLine = `HTTP/1.1 ${response.status()} ${response.statusText()}\r\n`
      const headerBytes = response.headersArray().reduce((sum, { name, value }) => sum + `${name}: ${value}\r\n`.length, statusLine.length + 2)
      const htmlBytes = fs.statSync(path.join(publicDir, `${htmlFileFor(route)}.br`)).size
      expect(htmlBytes + headerBytes, `${htmlBytes} bytes of HTML, ${headerBytes} of headers`).toBeLessThanOrEqual(firstRoundTrip)
    })
  }
})

test.describe("page weight", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test(`the home page on a phone weighs at most ${budget.homePage / KB} KB without its video`, async ({ page }) => {
    // Each finished request's sizes arrive asynchronously: all of them are awaited before counting.
    const measured: Promise<{ url: string; type: string; bytes: number }>[] = []
    page.on("requestfinished", (request) => {
      measured.push(
        (async () => {
          const response = await request.response()
          const sizes = await request.sizes()
          return {
            url: new URL(request.url()).pathname,
            type: (await response?.headerValue("content-type")) ?? "",
            bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          }
        })()
      )
    })
    await page.goto("/", { waitUntil: "networkidle" })
    const responses = await Promise.all(measured)
    const counted = responses.filter((response) => !response.type.startsWith("video/"))
    const total = counted.reduce((sum, response) => sum + response.bytes, 0)
    const types = new Set(counted.map((response) => response.type.split(";")[0]))
    // HTML, styles (inlined), scripts, fonts and pictures all count.
    expect([...types]).toEqual(expect.arrayContaining(["text/html", "application/javascript", "font/woff2"]))
    expect(counted.some((response) => response.type.startsWith("image/"))).toBe(true)
    const heaviest = [...counted].sort((a, b) => b.bytes - a.bytes).slice(0, 5)
    expect(total, heaviest.map((r) => `${r.url} ${kilobytes(r.bytes)} KB`).join(", ")).toBeLessThanOrEqual(budget.homePage)
  })

  test(`each video file is at most ${budget.video / MB} MB`, () => {
    const videos = listFiles(publicDir).filter((file) => /\.(mp4|webm|mov|m4v|ogv)$/i.test(file))
    test.skip(videos.length === 0, "the build has no video files")
    for (const file of videos) {
      expect(fs.statSync(file).size, path.relative(publicDir, file)).toBeLessThanOrEqual(budget.video)
    }
  })
})
