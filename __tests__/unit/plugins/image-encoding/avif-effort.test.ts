/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { encodeAvifAt, pluginAvifCall } from "../../../../lib/sharp-internals"
import { AVIF_EFFORT } from "../../../../plugins/image-encoding/avif-effort"

// One of the site's photographs, as the build reads it.
const photo = path.resolve(__dirname, "../../../../content/images/photos")
const firstPhoto = path.join(photo, fs.readdirSync(photo).filter((name) => name.endsWith(".jpg"))[0])

/** An AVIF of the photograph, 400 px wide, as gatsby-plugin-sharp asks sharp for one: a quality, no effort. */
const asThePluginAsks = () => sharp(firstPhoto).resize(400).avif({ quality: 50 }).toBuffer()
const atEffort = (effort: number) => sharp(firstPhoto).resize(400).avif({ quality: 50, effort }).toBuffer()

test("gatsby-plugin-sharp still asks sharp for an AVIF with a quality and no effort (what the door relies on)", () => {
  const processFile = fs.readFileSync(path.join(path.dirname(require.resolve("gatsby-plugin-sharp/package.json")), "process-file.js"), "utf8")
  expect(processFile).toMatch(pluginAvifCall)
})

test("once the plugin has run, an AVIF asked for as gatsby-plugin-sharp asks is encoded at effort 3, the same bytes every time", async () => {
  const before = await asThePluginAsks()
  // sharp's own default, before the plugin.
  expect(before.equals(await atEffort(4))).toBe(true)
  encodeAvifAt(sharp, AVIF_EFFORT)
  encodeAvifAt(sharp, AVIF_EFFORT)
  const after = await asThePluginAsks()
  expect(AVIF_EFFORT).toBe(3)
  expect(after.equals(await atEffort(3))).toBe(true)
  expect(after.equals(before)).toBe(false)
  expect((await asThePluginAsks()).equals(after)).toBe(true)
  // A caller naming its own effort keeps it.
  expect((await sharp(firstPhoto).resize(400).avif({ quality: 50, effort: 4 }).toBuffer()).equals(before)).toBe(true)
}, 60_000)
