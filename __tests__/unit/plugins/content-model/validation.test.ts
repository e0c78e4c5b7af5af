/** @jest-environment node */
import fs from "fs"
import path from "path"
import { brokenBy, copyContent, problems, realContent, removeContentCopies } from "../../../fixtures/content-copy"

// What the build says of a required text left empty or made of spaces (common.schema.json, "text").
const BLANK = "is blank: write the words the site should show here (spaces alone do not count)"

// Each test breaks one thing in a fresh copy of the real content/ and reads what an editor would read.
afterAll(removeContentCopies)

test("the real content/ has no problems", () => {
  expect(problems(realContent)).toEqual([])
})

describe("invalid JSON names the file, line and column", () => {
  test("a comma after the last item", () => {
    const dir = copyContent()
    fs.writeFileSync(path.join(dir, "guides.json"), '{\n  "intro": "Hello",\n  "guides": [],\n}\n')
    expect(problems(dir)).toContain(
      "content/guides.json: invalid JSON at line 4, column 1: Expected double-quoted property name (a comma after the last item?)"
    )
  })

  test("a missing comma between fields", () => {
    const dir = copyContent()
    const file = path.join(dir, "testimonials.json")
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace('"Eilidh Fraser",', '"Eilidh Fraser"'))
    expect(problems(dir)).toContain(
      "content/testimonials.json: invalid JSON at line 7, column 7: Expected ',' or '}' after property value (a missing comma?)"
    )
  })

  test("an error Node reports without a position still gets one", () => {
    const dir = copyContent()
    fs.writeFileSync(path.join(dir, "faqs.json"), '{\n  "faqs": [1, 2,]\n}\n')
    expect(problems(dir)).toContain("content/faqs.json: invalid JSON at line 2, column 17: Unexpected token ']' (a comma after the last item?)")
  })

  test("a file cut short", () => {
    const dir = copyContent()
    fs.writeFileSync(path.join(dir, "faqs.json"), '{\n  "faqs": [\n')
    expect(problems(dir)).toContain("content/faqs.json: invalid JSON at line 3, column 1: The file ends too early (a missing } or ]?)")
  })

  test("a page file in content/pages", () => {
    const dir = copyContent()
    fs.writeFileSync(path.join(dir, "pages", "about.json"), '{ "path": "/about" ')
    // Only its own problem: the route it serves is not also reported missing.
    expect(problems(dir)).toEqual(["content/pages/about.json: invalid JSON at line 1, column 20: Expected ',' or '}' after property value"])
  })
})

describe("one mistake, one message: a file that cannot be read is there, broken, not missing", () => {
  test("a safari file that is not valid JSON is not also a home card's or a testimonial's deleted safari", () => {
    for (const slug of ["111", "333"]) {
      const dir = copyContent()
      fs.writeFileSync(path.join(dir, "safaris", `${slug}.json`), '{\n  "title": "Adventure Safaris",\n}\n')
      // 111 is a home card; 333 a home card and a testimonial's safari.
      expect(problems(dir)).toEqual([
        `content/safaris/${slug}.json: invalid JSON at line 3, column 1: Expected double-quoted property name (a comma after the last item?)`,
      ])
    }
  })

  test("a safari file that is JSON but not a safari says so once", () => {
    const dir = copyContent()
    fs.writeFileSync(path.join(dir, "safaris", "111.json"), "[]\n")
    expect(problems(dir)).toEqual(["content/safaris/111.json: must be an object { ... }, found a list"])
  })

  test("a broken safari's own address is still its own: another safari cannot take it", () => {
    const dir = copyContent()
    fs.writeFileSync(path.join(dir, "safaris", "111.json"), "{")
    const other = path.join(dir, "safaris", "444.json")
    const data = JSON.parse(fs.readFileSync(other, "utf8"))
    data.otherAddresses.push("/safaris/111")
    fs.writeFileSync(other, JSON.stringify(data, null, 2))
    expect(problems(dir)).toEqual([
      "content/safaris/111.json: invalid JSON at line 1, column 2: Expected property name or '}'",
      'content/safaris/444.json: otherAddresses[1]: "/safaris/111" is the address of a page of its own; choose another',
    ])
  })

  test("a page file whose path is missing is not also a route without its page file", () => {
    expect(brokenBy("pages/about.json", (data) => delete data.path)).toEqual(["content/pages/about.json: path: is required"])
  })
})

describe("fields", () => {
  test("a missing field names its JSON path", () => {
    expect(brokenBy("faqs.json", (data) => delete data.faqs[3].answer)).toEqual(["content/faqs.json: faqs[3].answer: is required"])
  })

  test("a mistyped value says what was expected and found", () => {
    expect(brokenBy("faqs.json", (data) => (data.faqs[1].question = 5))).toEqual([
      "content/faqs.json: faqs[1].question: must be a string (text in double quotes), found number 5",
    ])
  })

  test("an empty text is refused", () => {
    expect(brokenBy("pages/contact.json", (data) => (data.heading = ""))).toEqual([`content/pages/contact.json: heading: ${BLANK}`])
  })

  test("a text of spaces only is refused as blank, naming the file and the field", () => {
    // The home page went live with an empty main heading of three spaces.
    expect(brokenBy("pages/home.json", (data) => (data.heading = "   "))).toEqual([`content/pages/home.json: heading: ${BLANK}`])
    expect(brokenBy("faqs.json", (data) => (data.faqs[2].answer = " \n\t "))).toEqual([`content/faqs.json: faqs[2].answer: ${BLANK}`])
    expect(brokenBy("testimonials.json", (data) => (data.testimonials[1].avatar.credit.author = "  "))).toEqual([
      `content/testimonials.json: testimonials[1].avatar.credit.author: ${BLANK}`,
    ])
  })

  test("an unknown field is called a likely typo, with the field it resembles", () => {
    const found = brokenBy("faqs.json", (data) => {
      data.faqs[2].answr = data.faqs[2].answer
      delete data.faqs[2].answer
    })
    expect(found).toEqual([
      "content/faqs.json: faqs[2].answer: is required",
      'content/faqs.json: faqs[2].answr: unknown field, probably a typo (did you mean "answer"?)',
    ])
  })

  test("an unknown top-level field lists the fields the file has", () => {
    expect(brokenBy("guides.json", (data) => (data.colour = "green"))).toEqual([
      "content/guides.json: colour: unknown field, probably a typo (the fields here are $schema, intro, guides)",
    ])
  })

  test("an e-mail address, a web address and a phone number are checked", () => {
    const found = brokenBy("site.json", (data) => {
      data.email = "hello at wildglen"
      data.credit.url = "www.bothy.digital"
      data.phone = "01632 960418"
    })
    expect(found).toContain('content/site.json: email: must be an e-mail address, found "hello at wildglen"')
    expect(found).toContain('content/site.json: credit.url: must be a full web address starting with https://, found "www.bothy.digital"')
    expect(found).toContainEqual(expect.stringMatching(/^content\/site\.json: phone: must be an international number/))
  })

  test("the chat link is not stored: it is made from the phone number, so a stored one is an unknown field", () => {
    expect(brokenBy("site.json", (data) => (data.chatUrl = "https://wa.me/441632000000"))).toEqual([
      expect.stringMatching(/^content\/site\.json: chatUrl: unknown field/),
    ])
    // A new phone number alone is all the site needs.
    expect(brokenBy("site.json", (data) => (data.phone = "+44 1632 960 999"))).toEqual([])
  })

  test("a text longer than the layout holds names its length and the most it can be", () => {
    expect(brokenBy("safaris/222.json", (data) => (data.itinerary[0].title = "x".repeat(61)))).toEqual([
      "content/safaris/222.json: itinerary[0].title: is 61 characters long; the most it can be is 60",
    ])
  })

  test("ids in a list must be unique", () => {
    expect(brokenBy("faqs.json", (data) => (data.faqs[2].id = "tour-types"))).toEqual([
      'content/faqs.json: faqs[2].id: "tour-types" is already the id of faqs[0]; ids must be unique',
    ])
  })

  test('"$schema" must point at the file\'s own schema', () => {
    expect(brokenBy("faqs.json", (data) => (data.$schema = "./schemas/site.schema.json"))).toEqual([
      'content/faqs.json: $schema: must be "./schemas/faqs.schema.json", so that editors check this file against its schema',
    ])
  })
})
