/** @jest-environment node */
import fs from "fs"
import path from "path"
import { creditedPhotos, photoLicencesText, type CreditedPhoto } from "../../../../plugins/content-model/lib/photo-licences"
import { walk } from "../../../../plugins/content-model/lib/walk"
import { copyContent, edit, realContent, removeContentCopies } from "../../../fixtures/content-copy"

// /photo-licences.txt is written at build from the credits beside the photographs (plugins/content-model/lib/photo-licences.ts):
// every photograph once, by its file, with the notice its licence asks for. The built file is checked against content/
// in __tests__/integration/build/site-integrity.test.ts.
afterAll(removeContentCopies)

const site = { name: "Wild Glen Safaris", url: "https://www.wildglensafaris.co.uk", email: "hello@wildglensafaris.co.uk" }
const textOf = (contentDir: string) => photoLicencesText(creditedPhotos(contentDir), site)
/** The files section 1 lists, in its order. */
const listed = (text: string) => [...text.matchAll(/^ *\d+\. (content\/\S+)$/gm)].map((match) => match[1])

/** Every `image` of every JSON file under the content folder, as content/images/… */
function imagesIn(contentDir: string, under = ""): string[] {
  return fs.readdirSync(path.join(contentDir, under), { withFileTypes: true }).flatMap((entry) => {
    const name = path.posix.join(under, entry.name)
    if (entry.isDirectory()) return name === "schemas" ? [] : imagesIn(contentDir, name)
    if (!entry.name.endsWith(".json")) return []
    const images: string[] = []
    walk(JSON.parse(fs.readFileSync(path.join(contentDir, name), "utf8")), (key, value) => {
      if (key === "image" && typeof value === "string")
        images.push(`content/${path.posix.normalize(path.posix.join(path.posix.dirname(name), value))}`)
    })
    return images
  })
}

const credit = (fields: Partial<CreditedPhoto["credit"]>): CreditedPhoto["credit"] => ({
  title: "Red squirrel feeding",
  author: "Ann Example",
  licence: "CC BY 4.0",
  licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
  source: "Wikimedia Commons",
  sourceUrl: "https://commons.wikimedia.org/wiki/File:Red_squirrel.jpg",
  ...fields,
})
const newPhoto = (fields: Partial<CreditedPhoto["credit"]> = {}) => ({
  image: "../images/photos/red-squirrel.jpg",
  alt: "A red squirrel eating a pine cone",
  credit: credit(fields),
})

test("every photograph the content uses is listed once, by its file, and nothing else", () => {
  const files = listed(textOf(realContent))
  expect(new Set(files).size).toBe(files.length)
  expect([...files].sort()).toEqual([...new Set(imagesIn(realContent))].sort())
})

test("a file used in several places is listed once; files are in name order, gallery2 before gallery10", () => {
  const text = textOf(realContent)
  expect(imagesIn(realContent).filter((file) => file === "content/images/gallery/gallery1.jpg").length).toBeGreaterThan(1)
  expect(listed(text).filter((file) => file === "content/images/gallery/gallery1.jpg")).toHaveLength(1)
  expect(listed(text).indexOf("content/images/gallery/gallery2.jpg")).toBeLessThan(listed(text).indexOf("content/images/gallery/gallery10.jpg"))
})

test("a photograph removed from the content goes from the file, with a notice only it needed", () => {
  const dir = copyContent()
  expect(textOf(dir)).toContain("Lukas Baubkus")
  const without = (photos: Array<{ image: string }>) => photos.filter((photo) => !photo.image.endsWith("/gallery3.jpg"))
  edit(dir, "gallery.json", (data) => (data.images = without(data.images)))
  // The journal's post about the nuthatch uses it too, beside another photograph.
  edit(dir, "sightings/a-nuthatch-at-the-put-in-on-the-tay-at-grandtully.json", (data) => (data.photos = without(data.photos)))
  const text = textOf(dir)
  expect(listed(text)).not.toContain("content/images/gallery/gallery3.jpg")
  expect(text).not.toContain("Lukas Baubkus")
  expect(text).not.toContain("ShareAlike")
})

test("a new photograph with its credit appears, from a folder of entries too, with its attribution", () => {
  const dir = copyContent()
  fs.mkdirSync(path.join(dir, "safaris"), { recursive: true })
  fs.writeFileSync(path.join(dir, "safaris", "red-squirrels.json"), JSON.stringify({ title: "Red squirrels", photo: newPhoto() }))
  const text = textOf(dir)
  expect(listed(text)).toContain("content/images/photos/red-squirrel.jpg")
  const entry = text.slice(text.indexOf("content/images/photos/red-squirrel.jpg")).split("\n\n")[0]
  for (const words of ["Red squirrel feeding", "Ann Example", "CC BY 4.0, https://creativecommons.org/licenses/by/4.0/", "Wikimedia Commons"]) {
    expect(entry).toContain(words)
  }
  // Not all from Debian any more: the opening says so.
  expect(text).not.toContain("They come from the artwork packages of the Debian operating system")
  expect(text.replace(/\s+/g, " ")).toContain(
    '"Red squirrel feeding" by Ann Example, from Wikimedia Commons, is licensed under CC BY 4.0: https://creativecommons.org/licenses/by/4.0/'
  )
})

test("the same photograph in two files, the second added later, is listed once", () => {
  const dir = copyContent()
  fs.mkdirSync(path.join(dir, "safaris"), { recursive: true })
  fs.writeFileSync(path.join(dir, "safaris", "a.json"), JSON.stringify({ photo: newPhoto() }))
  fs.writeFileSync(path.join(dir, "safaris", "b.json"), JSON.stringify({ photos: [newPhoto()] }))
  expect(listed(textOf(dir)).filter((file) => file.endsWith("/red-squirrel.jpg"))).toHaveLength(1)
})

describe("each kind of licence gets the notice it asks for", () => {
  const one = (fields: Partial<CreditedPhoto["credit"]>) =>
    photoLicencesText([{ file: "content/images/photos/red-squirrel.jpg", credit: credit(fields) }], site).replace(/\s+/g, " ")
  const notices = (text: string) => text.slice(text.indexOf("2. LICENCE NOTICES"))

  test("a BSD licence: its full text, under the holder's copyright line", () => {
    const text = notices(textOf(realContent)).replace(/\s+/g, " ")
    expect(text).toContain("Copyright (C) 2000-2020 Carsten Haitzler and various contributors (see AUTHORS)")
    expect(text).toContain("Redistribution and use in source and binary forms, with or without modification, are permitted")
    expect(text).toContain('THIS SOFTWARE IS PROVIDED "AS IS"')
    const other = notices(one({ licence: "BSD 2-Clause", licenceUrl: "https://opensource.org/license/bsd-2-clause", author: "Jo Bloggs" }))
    expect(other).toContain("Copyright (C) Jo Bloggs Redistribution and use in source and binary forms")
  })

  test("an MIT licence: its permission notice under the author's copyright line", () => {
    const text = notices(one({ licence: "MIT", licenceUrl: "https://opensource.org/license/mit", author: "Jo Bloggs" }))
    expect(text).toContain("Copyright (C) Jo Bloggs Permission is hereby granted, free of charge")
    expect(text).toContain("The above copyright notice and this permission notice shall be included")
  })

  test("the GNU licences: the licence notice, the warranty disclaimer, the licence texts and how to get the source", () => {
    const text = notices(textOf(realContent)).replace(/\s+/g, " ")
    expect(text).toContain("GNU Lesser General Public License")
    expect(text).toContain("WITHOUT ANY WARRANTY")
    for (const licence of ["LGPL-3", "GPL-3", "GPL-2"]) expect(text).toContain(`${site.url}/licences/${licence}.txt`)
    expect(text).toContain(`anyone who asks at ${site.email}`)
  })

  test("Creative Commons Attribution: author, title, licence and its address, and the changes made", () => {
    const text = notices(textOf(realContent)).replace(/\s+/g, " ")
    expect(text).toContain(
      '"Picos de Europa", "Life", "Aitzgorri" and "Sunset" by Aitzol Berasategi, from Debian package lomiri-wallpapers-16.04, are licensed under CC BY 4.0: https://creativecommons.org/licenses/by/4.0/'
    )
    expect(text).toContain("Modified by Wild Glen Safaris: resized, re-encoded and cropped for the web")
    expect(text).toContain("Creative Commons Attribution 4.0 International (CC BY 4.0)")
  })

  test("ShareAlike: attribution, and the adapted copies under the same licence", () => {
    const text = notices(textOf(realContent)).replace(/\s+/g, " ")
    expect(text).toContain(
      '"Kleiber" by Lukas Baubkus, from Debian package lomiri-wallpapers-20.04, is licensed under CC BY-SA 3.0: https://creativecommons.org/licenses/by-sa/3.0/'
    )
    expect(text).toContain("These adapted copies are licensed under CC BY-SA 3.0 too.")
  })

  test("CC0: the dedication named and linked", () => {
    const text = notices(one({ licence: "CC0 1.0", licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/" }))
    expect(text).toContain("public domain under CC0 1.0 (https://creativecommons.org/publicdomain/zero/1.0/)")
  })

  test("any other licence: named, linked and attributed as the credit gives it", () => {
    const text = notices(one({ licence: "Free Art License 1.3", licenceUrl: "https://artlibre.org/licence/lal/en/" }))
    expect(text).toContain(
      '"Red squirrel feeding" by Ann Example, from Wikimedia Commons, is licensed under Free Art License 1.3: https://artlibre.org/licence/lal/en/'
    )
  })

  test("each photograph points at its licence's notice", () => {
    const text = textOf(realContent)
    const letters = [...text.matchAll(/^([A-Z])\. (.+)$/gm)].map(([, letter, heading]) => [letter, heading])
    expect(letters.map(([letter]) => letter)).toEqual(["A", "B", "C", "D", "E"])
    expect(letters.find(([, heading]) => heading.startsWith("BSD 2-Clause"))?.[0]).toBe("A")
    expect(text.replace(/\s+/g, " ")).toMatch(/gallery10\.jpg Title: Winter birches snow .*? \(see notice A\)/)
  })
})
