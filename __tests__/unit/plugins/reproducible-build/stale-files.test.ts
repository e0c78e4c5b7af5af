/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { removeStaleImageFolders, removeStaleStaticQueryResults } from "../../../../plugins/reproducible-build/stale-files"

const shown = "10d6b81cf4d9dd40c394c07779975ad0"
const inQueryData = "092af2c0d614ff80361a8aa4ed86f74a"
const earlier = "0ec778aa74e0991bedce5d747d29c972"

function write(dir: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}

test("the image folders of earlier builds go; those a page or its data names, and every other file, stay", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-images-"))
  write(publicDir, "gallery/index.html", `<img src="/static/${shown}/7f0ea/gallery1.jpg">`)
  write(publicDir, "page-data/sq/d/1.json", `{"src":"/static/${inQueryData}/e831a/avatar.webp"}`)
  for (const digest of [shown, inQueryData, earlier]) write(publicDir, `static/${digest}/7f0ea/photo.jpg`, "jpeg")
  write(publicDir, "static/fraunces-latin-600-normal-2ff38412868fc8bf103b98813bc0fcad.woff2", "font")

  expect(removeStaleImageFolders(publicDir)).toEqual([earlier])
  expect(fs.readdirSync(path.join(publicDir, "static")).sort()).toEqual(
    [inQueryData, shown, "fraunces-latin-600-normal-2ff38412868fc8bf103b98813bc0fcad.woff2"].sort()
  )
  expect(fs.existsSync(path.join(publicDir, `static/${shown}/7f0ea/photo.jpg`))).toBe(true)
})

test("static query results no page or slice runs any more go, with their compressed copies; those in use stay", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-queries-"))
  write(publicDir, "page-data/faqs/page-data.json", `{"componentChunkName":"x","path":"/faqs","staticQueryHashes":["3334702040"],"slicesMap":{}}`)
  write(publicDir, "slice-data/footer.json", `{"componentChunkName":"y","staticQueryHashes":["77"]}`)
  for (const name of ["3334702040.json", "3334702040.json.br", "77.json", "1910357288.json", "1910357288.json.br", "1910357288.json.gz"]) {
    write(publicDir, `page-data/sq/d/${name}`, `{"data":{}}`)
  }

  expect(removeStaleStaticQueryResults(publicDir)).toEqual(["1910357288.json"])
  expect(fs.readdirSync(path.join(publicDir, "page-data/sq/d")).sort()).toEqual(["3334702040.json", "3334702040.json.br", "77.json"])
  expect(fs.existsSync(path.join(publicDir, "page-data/faqs/page-data.json"))).toBe(true)
})
