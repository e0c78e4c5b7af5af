/** @jest-environment node */
import fs from "fs"
import path from "path"
import { brokenBy, copyContent, edit, problems, removeContentCopies, type Json } from "../../../fixtures/content-copy"

// Mistakes that span files or break the site's fixed shape: images, credits, fixed counts, icons, pages and links.
afterAll(removeContentCopies)

describe("images", () => {
  test("a missing image names the file, the field and the path it looked for", () => {
    expect(brokenBy("about.json", (data) => (data.sections[2].photo.image = "images/photos/autumn-leaf.jpg"))).toEqual([
      "content/about.json: sections[2].photo.image: image file not found: looked for content/images/photos/autumn-leaf.jpg",
    ])
  })

  test("an image path in content/pages is relative to that folder", () => {
    // A path written as from content/ misses from content/pages, where Gatsby resolves it.
    expect(brokenBy("pages/faqs.json", (data) => (data.banner.image = "images/photos/misty-loch-blue-hour.jpg"))).toEqual([
      "content/pages/faqs.json: banner.image: image file not found: looked for content/pages/images/photos/misty-loch-blue-hour.jpg",
    ])
  })

  test("a deleted image file is reported wherever it is used", () => {
    const dir = copyContent()
    fs.rmSync(path.join(dir, "images", "photos", "avatar-lone-tree.jpg"))
    expect(problems(dir)).toEqual([
      "content/testimonials.json: testimonials[0].avatar.image: image file not found: looked for content/images/photos/avatar-lone-tree.jpg",
    ])
  })

  test("a deleted gallery photograph is reported where the gallery and the safari options use it", () => {
    const dir = copyContent()
    fs.rmSync(path.join(dir, "images", "gallery", "gallery4.jpg"))
    expect(problems(dir)).toEqual([
      "content/gallery.json: images[3].image: image file not found: looked for content/images/gallery/gallery4.jpg",
      "content/safari-options.json: sections[0].photo.image: image file not found: looked for content/images/gallery/gallery4.jpg",
      "content/safaris/111.json: photos[0].image: image file not found: looked for content/images/gallery/gallery4.jpg",
    ])
  })

  test("a file that is not an image is reported before sharp fails on it", () => {
    const dir = copyContent()
    fs.writeFileSync(path.join(dir, "images", "photos", "avatar-surfer.jpg"), "not a photograph")
    expect(problems(dir)).toContain(
      "content/testimonials.json: testimonials[1].avatar.image: content/images/photos/avatar-surfer.jpg is not a JPEG, PNG, WebP or AVIF image (damaged or renamed?)"
    )
  })

  test("an image path with another extension is refused", () => {
    expect(brokenBy("gallery.json", (data) => (data.images[0].image = "images/gallery/gallery1.gif"))).toContainEqual(
      'content/gallery.json: images[0].image: must be a .jpg, .png, .webp or .avif photograph, found "images/gallery/gallery1.gif"'
    )
  })

  test("every photograph carries its own credit: one without it is refused where it is, whatever the field", () => {
    expect(brokenBy("testimonials.json", (data) => delete data.testimonials[1].avatar.credit)).toEqual([
      "content/testimonials.json: testimonials[1].avatar.credit: is required",
    ])
    expect(brokenBy("pages/trip.json", (data) => delete data.banner.credit)).toEqual(["content/pages/trip.json: banner.credit: is required"])
    expect(brokenBy("about.json", (data) => delete data.sections[3].photo.credit.licence)).toEqual([
      "content/about.json: sections[3].photo.credit.licence: is required",
    ])
    expect(brokenBy("gallery.json", (data) => delete data.images[4].credit)).toEqual(["content/gallery.json: images[4].credit: is required"])
  })

  test("a new photograph credited where it is used passes, whatever its file is called", () => {
    // What the CMS saves for an upload named IMG_2041.jpg: the file lower-cased, the same name in the reference.
    const dir = copyContent()
    fs.copyFileSync(path.join(dir, "images", "photos", "avatar-surfer.jpg"), path.join(dir, "images", "photos", "img_2041.jpg"))
    edit(dir, "testimonials.json", (data) => {
      data.testimonials[1].avatar = {
        image: "images/photos/img_2041.jpg",
        alt: "A guest on a sea kayak",
        credit: {
          title: "Kayak",
          author: "Tom Reynolds",
          licence: "CC BY 4.0",
          licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
          source: "The guest",
          sourceUrl: "https://example.org/kayak",
        },
      }
    })
    expect(problems(dir)).toEqual([])
  })

  test("a credit field left blank is refused", () => {
    expect(brokenBy("gallery.json", (data) => (data.images[4].credit.licenceUrl = ""))).toEqual([
      "content/gallery.json: images[4].credit.licenceUrl: must be a full web address starting with https://",
      'content/gallery.json: images[4].credit.licenceUrl: must be a full web address, found ""',
    ])
  })

  test("one photograph used in two places has one credit: a second, different credit is refused, naming the first", () => {
    // The safari options show the gallery's fourth photograph: its author is the gallery entry's.
    expect(brokenBy("safari-options.json", (data) => (data.sections[0].photo.credit.author = "Someone Else"))).toEqual([
      "content/safari-options.json: sections[0].photo.credit: differs from the credit of the same photograph (content/images/gallery/gallery4.jpg) in content/gallery.json at images[3].credit; one photograph has one credit: make them the same",
    ])
    // Its alternative text may differ: it says what the photograph shows where it is used.
    expect(brokenBy("safari-options.json", (data) => (data.sections[0].photo.alt = "A walker above a valley"))).toEqual([])
  })
})

test("the photographs of one field are in one folder, the one the editing screen lists and reads for it", () => {
  // A safari's photographs come from images/gallery, in every safari's file (the editing screen has one form for them
  // all): one from images/photos showed as missing in the form.
  // The About page's jetty photograph, with its own credit: a photograph that is fine where it is.
  const about = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../../content/about.json"), "utf8"))
  const jetty = about.sections
    .map((section: { photo: { image: string } }) => section.photo)
    .find((photo: { image: string }) => photo.image.endsWith("/lochside-jetty-boards.jpg"))
  const elsewhere = { ...jetty, image: `../${jetty.image}` }
  expect(brokenBy("safaris/222.json", (data) => (data.photos[0] = elsewhere))).toEqual([
    "content/safaris/222.json: photos[0].image: content/images/photos/lochside-jetty-boards.jpg is not in ../images/gallery, where the field's other photographs are (content/safaris/111.json at photos[0].image); the editing screen shows one folder per field: put the photograph in ../images/gallery",
  ])
})

describe("what the spec fixes", () => {
  test("a safari's address is its file's name, not a field of it (a fact held twice)", () => {
    for (const field of ["path", "id"])
      expect(brokenBy("safaris/111.json", (data) => (data[field] = "/safaris/111"))).toEqual([
        expect.stringMatching(new RegExp(`^content/safaris/111\\.json: ${field}: unknown field`)),
      ])
  })

  test("the testimonials: none, one or more (the home page leaves its testimonials out without any)", () => {
    expect(brokenBy("testimonials.json", (data) => (data.testimonials = []))).toEqual([])
    expect(brokenBy("testimonials.json", (data) => data.testimonials.pop())).toEqual([])
  })

  test("the About sections About Us, WHO, MISSION and WHAT", () => {
    expect(brokenBy("about.json", (data) => (data.sections[1].title = "Who we are"))).toEqual([
      'content/about.json: sections[1].title: must be "WHO" (the site is designed around it), found "Who we are"',
    ])
  })

  test("the two safari options", () => {
    expect(brokenBy("safari-options.json", (data) => data.sections.reverse())).toEqual([
      'content/safari-options.json: sections[0].title: must be "Adventure Safaris" (the site is designed around it), found "Wildlife Safaris"',
      'content/safari-options.json: sections[1].title: must be "Wildlife Safaris" (the site is designed around it), found "Adventure Safaris"',
    ])
  })
})

describe("lists whose length is the business's", () => {
  const newFaq = (question: string, showOnHome = false) => ({ question, answer: "Yes, ask us when you enquire.", showOnHome })

  test("twelve FAQs pass, the new one without an id; none is refused", () => {
    expect(brokenBy("faqs.json", (data) => data.faqs.push(newFaq("Can I bring my dog?")))).toEqual([])
    expect(brokenBy("faqs.json", (data) => (data.faqs = []))).toEqual(["content/faqs.json: faqs: must have at least one entry, found 0"])
  })

  test("a hundred and ten FAQs pass, in any order, as long as the home page has room for those ticked", () => {
    const many = (data: Json) => {
      for (let number = data.faqs.length + 1; number <= 110; number += 1) data.faqs.push(newFaq(`Question number ${number}?`))
      data.faqs.reverse()
    }
    expect(brokenBy("faqs.json", many)).toEqual([])
    const crowded = (data: Json) => data.faqs.push(newFaq("Can I bring my dog?", true), newFaq("Do you run trips in winter?", true))
    expect(brokenBy("faqs.json", crowded)).toEqual(["content/faqs.json: faqs[12].showOnHome: is ticked on 13 FAQs; the home page has room for 12"])
  })

  test("a new FAQ whose answer is blank is refused, naming it by its position", () => {
    expect(brokenBy("faqs.json", (data) => data.faqs.push({ ...newFaq("Can I bring my dog?"), answer: "  " }))).toEqual([
      "content/faqs.json: faqs[11].answer: is blank: write the words the site should show here (spaces alone do not count)",
    ])
  })

  test("gallery photographs in any order and number, one at least; an id given is still one of its own", () => {
    expect(brokenBy("gallery.json", (data) => data.images.reverse())).toEqual([])
    expect(brokenBy("gallery.json", (data) => data.images.push({ ...data.images[0], id: undefined }))).toEqual([])
    expect(brokenBy("gallery.json", (data) => (data.images = []))).toEqual(["content/gallery.json: images: must have at least one entry, found 0"])
    expect(brokenBy("gallery.json", (data) => (data.images[4].id = "gallery1"))).toEqual([
      'content/gallery.json: images[4].id: "gallery1" is already the id of images[0]; ids must be unique',
    ])
  })

  test("a seventh testimonial ticked for the home page is one too many", () => {
    const more = (data: Json) => data.testimonials.push(...[3, 4, 5, 6, 7].map((number) => ({ ...data.testimonials[1], id: `t${number}` })))
    expect(brokenBy("testimonials.json", more)).toEqual([
      "content/testimonials.json: testimonials[6].showOnHome: is ticked on 7 testimonials; the home page has room for 6",
    ])
  })
})

describe("code the content must match", () => {
  test("a safari icon that src/components/icon.tsx does not have", () => {
    expect(brokenBy("safaris/111.json", (data) => (data.icon = "mountian"))).toEqual([
      'content/safaris/111.json: icon: no icon named "mountian" (did you mean "mountain"? icons: mountain, snowflake, binoculars, compass, linkedin, instagram, facebook, x, email, message, chat)',
    ])
  })

  test("a social link without an icon", () => {
    expect(brokenBy("site.json", (data) => (data.social[3].id = "tiktok"))).toContainEqual(
      expect.stringMatching(/^content\/site\.json: social\[3\]\.id: no icon named "tiktok" \(/)
    )
  })

  test("a page file missing for a route", () => {
    const dir = copyContent()
    fs.rmSync(path.join(dir, "pages", "faqs.json"))
    expect(problems(dir)).toEqual(['content/pages: no page file with "path": "/faqs", which the /faqs page needs (deleted, or its path changed?)'])
  })

  test("a page file whose path has a typo", () => {
    expect(brokenBy("pages/about.json", (data) => (data.path = "/abuot"))).toEqual([
      'content/pages: no page file with "path": "/about", which the /about page needs (deleted, or its path changed?)',
      'content/pages/about.json: path: no page of the site is at "/abuot" (did you mean "/about"?)',
    ])
  })

  test("a section intro a page shows", () => {
    expect(brokenBy("pages/home.json", (data) => data.sections.splice(1, 1))).toEqual([
      'content/pages/home.json: sections: has no entry with "id": "faqs", which the home page shows',
    ])
  })

  test("a menu link to no page", () => {
    expect(brokenBy("navigation.json", (data) => (data.footer[1].links[2].path = "/guide"))).toEqual([
      'content/navigation.json: footer[1].links[2].path: no page at "/guide" (did you mean "/guides"?)',
    ])
  })

  test("a content file deleted", () => {
    const dir = copyContent()
    fs.rmSync(path.join(dir, "testimonials.json"))
    expect(problems(dir)).toEqual(["content/testimonials.json: is missing; the site needs it (its fields: content/schemas/testimonials.schema.json)"])
  })

  test("a content file without a schema", () => {
    const dir = copyContent()
    fs.writeFileSync(path.join(dir, "offers.json"), "{}")
    expect(problems(dir)).toEqual([
      "content/offers.json: has no JSON Schema content/schemas/offers.schema.json; add one, or move the file out of content/",
    ])
  })
})

test("every problem is reported at once, grouped by file", () => {
  const dir = copyContent()
  edit(dir, "faqs.json", (data) => delete data.faqs[0].question)
  edit(dir, "about.json", (data) => (data.sections[0].photo.image = "images/photos/none.jpg"))
  fs.writeFileSync(path.join(dir, "guides.json"), "{")
  expect(problems(dir)).toEqual([
    "content/about.json: sections[0].photo.image: image file not found: looked for content/images/photos/none.jpg",
    "content/faqs.json: faqs[0].question: is required",
    "content/guides.json: invalid JSON at line 1, column 2: Expected property name or '}'",
  ])
})
