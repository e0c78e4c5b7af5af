/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { buildServer } from "../../../server/app.mjs"
import { parseRedirectsFile, toRedirectsFile } from "../../../lib/host-rules/redirects.mjs"
import { makeSiteRoot } from "../../fixtures/inbox-request"

// A safari page's other addresses: written to public/_redirects for the static host, and answered alike by `npm start`.
const redirects = [
  { fromPath: "/safaris/winter", toPath: "/safaris/222", isPermanent: true },
  { fromPath: "/old-offer", toPath: "/safaris/444", isPermanent: false },
]

test("the _redirects file has one 'from to status' line per redirect, and reads back the same", () => {
  const text = toRedirectsFile(redirects)
  expect(text).toBe("/safaris/winter /safaris/222 301\n/old-offer /safaris/444 302\n")
  expect([...parseRedirectsFile(`# a comment\n${text}\nnot a redirect line at all\n`)]).toEqual([
    ["/safaris/winter", { to: "/safaris/222", status: 301 }],
    ["/old-offer", { to: "/safaris/444", status: 302 }],
  ])
})

describe("npm start answers the redirects of public/_redirects", () => {
  let dir: string
  let app: Awaited<ReturnType<typeof buildServer>>
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"))
    const root = makeSiteRoot(dir)
    fs.writeFileSync(path.join(root, "_redirects"), toRedirectsFile(redirects))
    app = await buildServer({ root })
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test.each([
    ["GET", "/safaris/winter", 301, "/safaris/222"],
    ["HEAD", "/safaris/winter/", 301, "/safaris/222"],
    ["GET", "/safaris/winter?from=leaflet", 301, "/safaris/222?from=leaflet"],
    ["GET", "/old-offer", 302, "/safaris/444"],
  ] as const)("%s %s: %i to %s", async (method, url, status, location) => {
    const response = await app.inject({ method, url })
    expect(response.statusCode).toBe(status)
    expect(response.headers.location).toBe(location)
  })

  test("an address with no redirect is still the not-found page", async () => {
    const response = await app.inject({ method: "GET", url: "/safaris/summer" })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain("Page Not Found")
  })
})
