// @ts-check
// The content of `npm run scale`: a content/ folder made N times today's, so the bench can measure how the build and
// the pages grow with the business (bench/scale.mjs copies the project, bench/scale-bench.mjs measures it).
//
// The layout of content/ is changing (safaris one file each, lists without fixed counts), so this reads the files
// rather than knowing them: every top-level list of the list files is multiplied whatever its entries hold, and
// safaris are multiplied in whichever layout is there (content/safaris/<slug>.json, or content/safaris.json with
// content/safari-pages.json). Copies keep the build's content checks passing: ids and addresses made unique by a
// suffix, each gallery copy a photograph file of its own (so the image pipeline does N times the work) with its own
// credit, visible words suffixed " (copy K)" so a page shows which entry is which, and no copy on the home page.
// Each copy of a safari runs ten group departures over the year after a fixed day, so the output is the same every run;
// the sightings journal holds N times a busy year's posts, dated back over the year before that day.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { TEST_DAY } from "../tools/test-day.mjs"

/** The files whose top-level lists are multiplied entry by entry (the safaris have their own rules, below). */
export const LIST_FILES = ["faqs.json", "testimonials.json", "gallery.json"]
/** Of those, the one whose photographs are made again as files of their own, each copy different bytes. */
export const GALLERY_FILE = "gallery.json"
/** An entry's own words that name it on a page: suffixed on a copy so the copies can be told apart. */
export const NAMING_FIELDS = ["title", "question", "name", "heading", "alt"]

// Formats re-encoded at a high quality; PNG stays lossless (its `quality` would turn it into a palette image).
const lossy = ["jpeg", "webp", "avif", "heif"]

/** @param {number} copy the copy's number, 2 to N (1 is the original) */
export const idSuffix = (copy) => `-copy-${copy}`
/** @param {number} copy */
export const textSuffix = (copy) => ` (copy ${copy})`

/** @typedef {Record<string, unknown>} JsonObject */
/** @typedef {{ file: string, list: string, before: number, after: number }} Multiplied */
/** @typedef {{ multiplied: Multiplied[], safariLayout: "folder" | "files" | "none", images: string[] }} ScaleSummary */

/** @param {unknown} value @returns {value is JsonObject} */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value)

/** @param {string} file @returns {any} */
const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"))
/** @param {string} file @param {unknown} data */
const writeJson = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)

/** A copy's flags: a field about the home page is false, so the home page shows what it shows today and no more. */
const isHomeFlag = (/** @type {string} */ key, /** @type {unknown} */ value) => typeof value === "boolean" && /home/i.test(key)

/**
 * The fields every copy changes, at the entry's top level only: nested words (a photograph's credit, an avatar's
 * alternative text) describe a file the copy shares with the original, and one file has one credit.
 * @param {JsonObject} entry @param {number} copy @returns {JsonObject}
 */
export function copyEntry(entry, copy) {
  /** @type {JsonObject} */
  const copied = structuredClone(entry)
  for (const [key, value] of Object.entries(copied)) {
    if (key === "id" && typeof value === "string") copied[key] = `${value}${idSuffix(copy)}`
    else if (NAMING_FIELDS.includes(key) && typeof value === "string") copied[key] = `${value}${textSuffix(copy)}`
    else if (isHomeFlag(key, value)) copied[key] = false
  }
  return copied
}

/**
 * The list N times: the originals first, in their order (so what a page shows first is unchanged), then copy 2 of
 * each, copy 3 of each, and so on. An id a copy would share with an entry already there gets a further suffix.
 * @param {unknown[]} list @param {number} times @param {(entry: JsonObject, copy: number) => JsonObject} [make]
 */
export function multiplyList(list, times, make = copyEntry) {
  const ids = new Set(list.flatMap((entry) => (isObject(entry) && typeof entry.id === "string" ? [entry.id] : [])))
  const copies = []
  for (let copy = 2; copy <= times; copy += 1) {
    for (const entry of list) {
      if (!isObject(entry)) {
        copies.push(structuredClone(entry))
        continue
      }
      const copied = make(entry, copy)
      if (typeof copied.id === "string") {
        let id = copied.id
        while (ids.has(id)) id = `${id}-again`
        copied.id = id
        ids.add(id)
      }
      copies.push(copied)
    }
  }
  return [...list, ...copies]
}

/** The top-level lists of a content file whose entries are objects: those a list file multiplies. @param {JsonObject} data */
export const entryLists = (data) =>
  Object.entries(data).filter(([key, value]) => key !== "$schema" && Array.isArray(value) && value.length > 0 && value.every(isObject))

/**
 * A different photograph file for copy `copy` of `original`, beside it: the original re-encoded in its own format
 * after a crop of `copy - 1` pixels off the right and bottom edges and a brightness change too small to see, both
 * fixed by the copy's number, so the same N gives the same files and no two copies share their bytes.
 * @param {string} original absolute path @param {number} copy @returns {Promise<string>} the new file's absolute path
 */
export async function photographCopy(original, copy) {
  const extension = path.extname(original)
  const target = path.join(path.dirname(original), `${path.basename(original, extension)}${idSuffix(copy)}${extension}`)
  if (fs.existsSync(target)) throw new Error(`${target} exists already; scale a copy of today's content, not a scaled one`)
  // Turned upright first, as the image pipeline turns the original: the copy looks as the original does.
  const upright = sharp(original).rotate()
  const { data, info } = await upright.toBuffer({ resolveWithObject: true })
  const trim = Math.min(copy - 1, Math.floor(Math.min(info.width, info.height) / 4))
  const format = /** @type {keyof import("sharp").FormatEnum} */ ((await sharp(original).metadata()).format ?? "jpeg")
  await sharp(data)
    .extract({ left: 0, top: 0, width: info.width - trim, height: info.height - trim })
    .modulate({ brightness: 1 + copy / 1000 })
    .toFormat(format, lossy.includes(format) ? { quality: 90 } : {})
    .toFile(target)
  return target
}

/**
 * Copy `copy` of a gallery entry: the generic copy, and each photograph in it a file of its own, with the
 * original's credit titled as the copy (a credit belongs to one file).
 * @param {string} contentDir @param {string} fileName the JSON file's name in contentDir @param {JsonObject} entry
 * @param {number} copy @param {string[]} written the photograph files made, added to
 */
async function galleryCopy(contentDir, fileName, entry, copy, written) {
  const copied = copyEntry(entry, copy)
  /** @type {JsonObject[]} */
  const holders = []
  const collect = (/** @type {unknown} */ value) => {
    if (Array.isArray(value)) value.forEach(collect)
    else if (isObject(value)) {
      if (typeof value.image === "string") holders.push(value)
      Object.values(value).forEach(collect)
    }
  }
  collect(copied)
  for (const holder of holders) {
    const relative = /** @type {string} */ (holder.image)
    const base = path.dirname(path.join(contentDir, fileName))
    const made = await photographCopy(path.resolve(base, relative), copy)
    written.push(made)
    holder.image = path.posix.join(path.posix.dirname(relative), path.basename(made))
    if (isObject(holder.credit) && typeof holder.credit.title === "string") holder.credit.title = `${holder.credit.title}${textSuffix(copy)}`
    if (holder !== copied && typeof holder.alt === "string") holder.alt = `${holder.alt}${textSuffix(copy)}`
  }
  return copied
}

/** An address made unique for a copy: /safaris/winter becomes /safaris/winter-copy-2. @param {unknown} address @param {number} copy */
const addressCopy = (address, copy) => (typeof address === "string" ? `${address}${idSuffix(copy)}` : address)

/**
 * A safari's copy, in either layout: its title suffixed, its other addresses made its own, any field naming the
 * safari (`ids`: the original's id or slug, to the copy's) renamed, and off the home page.
 * @param {JsonObject} safari @param {number} copy @param {{ from: string, to: string }} [rename]
 */
export function safariCopy(safari, copy, rename) {
  const copied = copyEntry(safari, copy)
  if (Array.isArray(copied.otherAddresses)) copied.otherAddresses = copied.otherAddresses.map((address) => addressCopy(address, copy))
  if (rename) for (const [key, value] of Object.entries(copied)) if (key !== "title" && value === rename.from) copied[key] = rename.to
  return copied
}

/** The day the copies' departures follow: the tests' day, for which their builds are made (SITE_TODAY). */
export const DEPARTURES_FROM = TEST_DAY
/** How many group departures each copy of a safari runs. */
export const DEPARTURES_PER_COPY = 10
const STATUSES = [
  { status: "available" },
  { status: "few-left", placesLeft: 2 },
  { status: "guaranteed" },
  { status: "available", placesLeft: 6 },
  { status: "waiting-list", placesLeft: 0 },
]

/** @param {string} day @param {number} count */
const addDays = (day, count) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)

/**
 * Copy `copy`'s departures: ten Saturdays in the year after DEPARTURES_FROM, in the months the safari runs (its
 * month-by-month ticks; every month when none is ticked), spread evenly over them and a week or so apart from another
 * copy's; each lasts the sample itinerary's days (no last day given), with a status in turn.
 * @param {JsonObject} safari @param {number} copy @returns {JsonObject[]}
 */
export function departuresForCopy(safari, copy) {
  const calendar = Array.isArray(safari.calendar) ? safari.calendar : []
  const running = calendar.flatMap((month, index) => (isObject(month) && month.runs === true ? [index] : []))
  const months = running.length > 0 ? running : [...Array(12).keys()]
  const firstSaturday = addDays(DEPARTURES_FROM, (6 - new Date(`${DEPARTURES_FROM}T00:00:00Z`).getUTCDay() + 7) % 7 || 7)
  /** @type {string[]} */
  const saturdays = []
  for (let day = firstSaturday; day <= addDays(DEPARTURES_FROM, 365); day = addDays(day, 7))
    if (months.includes(Number(day.slice(5, 7)) - 1)) saturdays.push(day)
  const count = saturdays.length
  if (count < DEPARTURES_PER_COPY) throw new Error(`${String(safari.title)} runs on fewer than ${DEPARTURES_PER_COPY} Saturdays a year`)
  // Evenly spread over the season, and moved on by a week or so from one copy to the next, within the season.
  const last = Math.floor(((DEPARTURES_PER_COPY - 1) * count) / DEPARTURES_PER_COPY)
  const offset = copy % (count - last)
  return Array.from({ length: DEPARTURES_PER_COPY }, (_, index) => ({
    start: saturdays[Math.floor((index * count) / DEPARTURES_PER_COPY) + offset],
    ...STATUSES[(index + copy) % STATUSES.length],
  }))
}

/**
 * content/safaris/<slug>.json, one safari per file (its address /safaris/<slug>): each file copied to
 * <slug>-copy-K.json. Returns the number of safaris before and after.
 * @param {string} folder @param {number} times
 */
function multiplySafariFolder(folder, times) {
  const slugs = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.replace(/\.json$/, ""))
    .sort()
  for (const slug of slugs) {
    const safari = readJson(path.join(folder, `${slug}.json`))
    if (!isObject(safari)) throw new Error(`content/safaris/${slug}.json does not hold one safari (an object)`)
    for (let copy = 2; copy <= times; copy += 1) {
      const target = path.join(folder, `${slug}${idSuffix(copy)}.json`)
      if (fs.existsSync(target)) throw new Error(`${target} exists already; scale a copy of today's content, not a scaled one`)
      const copied = safariCopy(safari, copy, { from: slug, to: `${slug}${idSuffix(copy)}` })
      // A safari (one with a sample itinerary) runs group departures; the copy's are its own.
      if (Array.isArray(safari.itinerary)) copied.departures = departuresForCopy(safari, copy)
      writeJson(target, copied)
    }
  }
  return { before: slugs.length, after: slugs.length * times }
}

/**
 * content/safaris.json's cards and content/safari-pages.json's pages, N times each, a copied page naming its
 * copied card. Returns what was multiplied.
 * @param {string} contentDir @param {number} times @returns {Multiplied[]}
 */
function multiplySafariFiles(contentDir, times) {
  const cardsFile = path.join(contentDir, "safaris.json")
  const pagesFile = path.join(contentDir, "safari-pages.json")
  const cards = readJson(cardsFile)
  const pages = fs.existsSync(pagesFile) ? readJson(pagesFile) : null
  const done = []
  const cardList = cards.safaris
  if (!Array.isArray(cardList)) throw new Error(`content/safaris.json has no list "safaris"`)
  cards.safaris = multiplyList(cardList, times, (card, copy) => safariCopy(card, copy))
  writeJson(cardsFile, cards)
  done.push({ file: "safaris.json", list: "safaris", before: cardList.length, after: cards.safaris.length })
  if (pages && Array.isArray(pages.pages)) {
    const before = pages.pages.length
    pages.pages = multiplyList(pages.pages, times, (page, copy) =>
      safariCopy(page, copy, typeof page.safari === "string" ? { from: page.safari, to: `${page.safari}${idSuffix(copy)}` } : undefined)
    )
    writeJson(pagesFile, pages)
    done.push({ file: "safari-pages.json", list: "pages", before, after: pages.pages.length })
  }
  return done
}

/** How many posts a busy year of the sightings journal has: N times that many at N times today's business. */
export const POSTS_PER_BUSY_YEAR = 30

/**
 * content/sightings/<slug>.json, one post per file: N times a busy year's posts, made from today's in turn (copy K
 * of a post is <slug>-copy-K.json, its title suffixed), dated one after another back over the year before the tests'
 * day, each seen on the same copy of its safari as its number (so every copy of a safari has posts of its own).
 * Returns the number of posts before and after; with N = 1, today's posts as they are.
 * @param {string} folder @param {number} times
 */
export function multiplySightings(folder, times) {
  const slugs = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.replace(/\.json$/, ""))
    .sort()
  const target = times > 1 ? Math.max(slugs.length, POSTS_PER_BUSY_YEAR * times) : slugs.length
  const extra = target - slugs.length
  for (let made = 0; made < extra; made += 1) {
    const slug = slugs[made % slugs.length]
    const copy = 2 + Math.floor(made / slugs.length)
    const post = readJson(path.join(folder, `${slug}.json`))
    if (!isObject(post)) throw new Error(`content/sightings/${slug}.json does not hold one post (an object)`)
    const copied = copyEntry(post, copy)
    copied.date = addDays(DEPARTURES_FROM, -1 - Math.floor((made * 364) / Math.max(extra, 1)))
    const safariCopyNumber = 2 + (made % (times - 1))
    if (typeof post.safari === "string" && post.safari !== "") copied.safari = `${post.safari}${idSuffix(safariCopyNumber)}`
    const file = path.join(folder, `${slug}${idSuffix(copy)}.json`)
    if (fs.existsSync(file)) throw new Error(`${file} exists already; scale a copy of today's content, not a scaled one`)
    writeJson(file, copied)
  }
  return { before: slugs.length, after: target }
}

/**
 * Makes the content folder `contentDir` N times today's, in place (run it on a copy).
 * @param {string} contentDir @param {number} times @returns {Promise<ScaleSummary>}
 */
export async function multiplyContent(contentDir, times) {
  /** @type {Multiplied[]} */
  const multiplied = []
  /** @type {string[]} */
  const images = []
  for (const name of LIST_FILES) {
    const file = path.join(contentDir, name)
    if (!fs.existsSync(file)) continue
    const data = readJson(file)
    for (const [list, entries] of entryLists(data)) {
      const original = /** @type {JsonObject[]} */ (entries)
      if (name === GALLERY_FILE) {
        const copies = []
        for (let copy = 2; copy <= times; copy += 1) {
          // One copy at a time: sharp decodes a whole photograph per call, and the machine is shared.
          for (const entry of original) copies.push(await galleryCopy(contentDir, name, entry, copy, images))
        }
        data[list] = [...original, ...copies]
      } else data[list] = multiplyList(original, times)
      multiplied.push({ file: name, list, before: original.length, after: /** @type {unknown[]} */ (data[list]).length })
    }
    writeJson(file, data)
  }

  const folder = path.join(contentDir, "safaris")
  /** @type {ScaleSummary["safariLayout"]} */
  let safariLayout = "none"
  if (fs.existsSync(folder) && fs.statSync(folder).isDirectory()) {
    safariLayout = "folder"
    multiplied.push({ file: "safaris/", list: "<slug>.json", ...multiplySafariFolder(folder, times) })
  } else if (fs.existsSync(path.join(contentDir, "safaris.json"))) {
    safariLayout = "files"
    multiplied.push(...multiplySafariFiles(contentDir, times))
  }
  const sightings = path.join(contentDir, "sightings")
  if (fs.existsSync(sightings)) multiplied.push({ file: "sightings/", list: "<slug>.json", ...multiplySightings(sightings, times) })
  return { multiplied, safariLayout, images }
}

/**
 * Pairs of files with the same bytes where one of them is a photograph this tool made (the project's own folders
 * may share a file between them, as images/gallery and images/photos do): each copy must be work of its own.
 * @param {string[]} made @param {string[]} all every image file, the made ones among them
 * @returns {[string, string][]}
 */
export function sameBytes(made, all) {
  const digests = new Map(
    [...new Set([...all, ...made])].map((file) => [file, crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex")])
  )
  /** @type {Map<string, string[]>} */
  const byDigest = new Map()
  for (const [file, digest] of digests) byDigest.set(digest, [...(byDigest.get(digest) ?? []), file])
  return made.flatMap((file) => {
    const same = byDigest.get(digests.get(file) ?? "") ?? []
    return same.filter((other) => other !== file).map((other) => /** @type {[string, string]} */ ([file, other]))
  })
}

/**
 * Where a schema still fixes the length of a list this tool lengthens, the copy's schema lets it grow: a maxItems
 * below the new length goes, and a tuple (one schema per position, with fixed ids or titles) becomes one schema
 * for every entry, its fixed values dropped. Returns a line per list lifted; none when the schemas let lists grow.
 * @param {string} schemaDir @param {Multiplied[]} multiplied
 * @returns {string[]}
 */
export function liftCountLimits(schemaDir, multiplied) {
  const lifted = []
  for (const { file, list, before, after } of multiplied) {
    // A list that did not grow (N = 1) keeps its schema: the 1× copy is built as the project is.
    if (!file.endsWith(".json") || after <= before) continue
    const schemaFile = path.join(schemaDir, file.replace(/\.json$/, ".schema.json"))
    if (!fs.existsSync(schemaFile)) continue
    const schema = readJson(schemaFile)
    const property = schema.properties?.[list]
    if (!isObject(property)) continue
    const what = []
    if (typeof property.maxItems === "number" && property.maxItems < after) {
      what.push(`maxItems ${property.maxItems}${property.minItems === property.maxItems ? " (= minItems: a fixed count)" : ""}`)
      delete property.maxItems
    }
    if (Array.isArray(property.items)) {
      const fixed = [...new Set(property.items.flatMap((item) => constNames(item)))]
      const general = property.items.map((item) => withoutConsts(item))
      const distinct = general.filter((item, index) => general.findIndex((other) => JSON.stringify(other) === JSON.stringify(item)) === index)
      property.items = distinct.length === 1 ? distinct[0] : { anyOf: distinct }
      delete property.additionalItems
      what.push(`a list of ${general.length} fixed positions${fixed.length ? ` (fixed ${fixed.join(", ")})` : ""}`)
    }
    if (what.length === 0) continue
    writeJson(schemaFile, schema)
    lifted.push(`${path.basename(schemaFile)} "${list}": ${what.join(" and ")}`)
  }
  return lifted
}

/** The names of the properties a schema fixes with `const`, at any depth. @param {unknown} schema @returns {string[]} */
function constNames(schema) {
  if (Array.isArray(schema)) return schema.flatMap(constNames)
  if (!isObject(schema)) return []
  return Object.entries(schema).flatMap(([key, value]) =>
    key === "properties" && isObject(value)
      ? Object.entries(value).flatMap(([name, property]) => [...(isObject(property) && "const" in property ? [name] : []), ...constNames(property)])
      : constNames(value)
  )
}

/** A schema without its `const` keywords, at any depth. @param {unknown} schema @returns {unknown} */
function withoutConsts(schema) {
  if (Array.isArray(schema)) return schema.map(withoutConsts)
  if (!isObject(schema)) return schema
  return Object.fromEntries(Object.entries(schema).flatMap(([key, value]) => (key === "const" ? [] : [[key, withoutConsts(value)]])))
}
