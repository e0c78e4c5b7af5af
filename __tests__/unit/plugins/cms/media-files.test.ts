/** @jest-environment node */
// The editing screen's photographs under `npm run edit`, listed by name and served one by one by the development
// server (plugins/cms/lib/media-files.ts), rather than all of a folder in full at every opening.
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { listMediaFiles, mediaFileOnDisk, mediaFolders } from "../../../../plugins/cms/lib/media-files"
import { cmsConfig } from "../../../../plugins/cms/lib/config"

const projectRoot = path.resolve(__dirname, "../../../..")
let root: string
const photos = "content/images/photos"

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "media-files-"))
  fs.mkdirSync(path.join(root, photos, "older"), { recursive: true })
  fs.writeFileSync(path.join(root, photos, "red-deer.jpg"), "deer bytes")
  fs.writeFileSync(path.join(root, photos, "osprey.jpg"), "osprey bytes, longer")
  // A save on its way into place (tools/whole-writes.mjs), and a subfolder: decap-server lists neither as a photograph.
  fs.writeFileSync(path.join(root, photos, ".osprey.jpg.12-1.tmp"), "half")
  fs.writeFileSync(path.join(root, photos, "older", "hare.jpg"), "hare")
  fs.writeFileSync(path.join(root, "content", "site.json"), "{}")
})

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

test("the media folders are those the editing screen's configuration names, the site's and each image field's", () => {
  const config = cmsConfig({ contentDir: path.join(projectRoot, "content"), siteUrl: "https://example.org", develop: true })
  expect(mediaFolders(config)).toEqual(["content/images/gallery", "content/images/photos"])
})

test("a folder lists its photographs by name, path and size, with decap-server's identifier, and none of their bytes", async () => {
  const files = await listMediaFiles(root, [photos], `/${photos}/`)
  const id = (text: string) => crypto.createHash("sha256").update(text).digest("hex")
  expect(files).toEqual([
    { id: id("osprey bytes, longer"), name: "osprey.jpg", path: `${photos}/osprey.jpg`, size: 20 },
    { id: id("deer bytes"), name: "red-deer.jpg", path: `${photos}/red-deer.jpg`, size: 10 },
  ])
})

test("only the configured media folders are listed or served: not content/, not a way out of them", async () => {
  expect(await listMediaFiles(root, [photos], "content")).toBeUndefined()
  expect(await listMediaFiles(root, [photos], `${photos}/..`)).toBeUndefined()
  expect(mediaFileOnDisk(root, [photos], `${photos}/red-deer.jpg`)).toBe(path.join(root, photos, "red-deer.jpg"))
  expect(mediaFileOnDisk(root, [photos], "content/site.json")).toBeUndefined()
  expect(mediaFileOnDisk(root, [photos], `${photos}/../../site.json`)).toBeUndefined()
  expect(mediaFileOnDisk(root, [photos], `${photos}/.osprey.jpg.12-1.tmp`)).toBeUndefined()
  expect(mediaFileOnDisk(root, [photos], `${photos}/older/hare.jpg`)).toBeUndefined()
  expect(mediaFileOnDisk(root, [photos], `${photos}/gone.jpg`)).toBeUndefined()
})
