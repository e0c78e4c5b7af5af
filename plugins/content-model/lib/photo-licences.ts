import fs from "fs"
import path from "path"
import { noticeKinds, type Credit, type Paragraph, type Site } from "./licence-notices"
import { originals, sourceVersions } from "./photo-origins"
import { counted } from "../../../src/lib/count-in-words"

/** A photograph of the site: its file as the editor sees it (content/images/gallery/gallery1.jpg) and its credit. */
export type CreditedPhoto = { readonly file: string; readonly credit: Credit }

export const PHOTO_LICENCES_FILE = "photo-licences.txt"

const WIDTH = 100
const RULE = "-".repeat(88)
// gallery2 before gallery10, as an editor numbers them; fixed to English so every machine writes the same order.
const byName = new Intl.Collator("en", { numeric: true }).compare

/**
 * Every photograph the content uses, once per file, in file-name order: every JSON file under content/ (any folder
 * but schemas/, so a folder of entries added later is read too), each `image` with a `credit` beside it, resolved
 * relative to its JSON file as Gatsby's @fileByRelativePath does. The content check holds one file's credits equal.
 */
export function creditedPhotos(contentDir: string): CreditedPhoto[] {
  const folder = path.basename(contentDir)
  const found = new Map<string, Credit>()
  for (const name of jsonFiles(contentDir)) {
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit)
      if (value === null || typeof value !== "object") return
      const { image, credit } = value as { image?: unknown; credit?: unknown }
      if (typeof image === "string" && isCredit(credit)) {
        const file = path.posix.join(folder, path.posix.normalize(path.posix.join(path.posix.dirname(name), image)))
        if (!found.has(file)) found.set(file, credit)
      }
      Object.values(value).forEach(visit)
    }
    visit(JSON.parse(fs.readFileSync(path.join(contentDir, name), "utf8")))
  }
  return [...found.entries()].sort(([a], [b]) => byName(a, b)).map(([file, credit]) => ({ file, credit }))
}

/** content/'s JSON files, relative to it with /, outside content/schemas/. */
function jsonFiles(contentDir: string, under = ""): string[] {
  return fs
    .readdirSync(path.join(contentDir, under), { withFileTypes: true })
    .flatMap((entry) => {
      const name = under ? `${under}/${entry.name}` : entry.name
      if (entry.isDirectory()) return name === "schemas" ? [] : jsonFiles(contentDir, name)
      return entry.name.endsWith(".json") ? [name] : []
    })
    .sort(byName)
}

function isCredit(value: unknown): value is Credit {
  if (value === null || typeof value !== "object") return false
  const credit = value as Record<string, unknown>
  return ["title", "author", "licence", "licenceUrl", "source", "sourceUrl"].every((field) => typeof credit[field] === "string")
}

/** Words wrapped to the file's width, the first line after `first`, the others after `rest`; a no-break space holds. */
function wrap(text: string, first: string, rest = first): string {
  const lines: string[] = []
  let line = first
  for (const word of text.split(/[ \n]+/).filter(Boolean)) {
    const prefix = lines.length === 0 ? first : rest
    if (line.length > prefix.length && line.length + 1 + word.length > WIDTH) {
      lines.push(line)
      line = rest + word
    } else line += line.length > prefix.length ? ` ${word}` : word
  }
  return [...lines, line].join("\n").replace(/\u00a0/g, " ")
}

const paragraph = (text: Paragraph): string =>
  typeof text === "string"
    ? wrap(text, "")
    : "asWritten" in text
      ? text.asWritten
      : text.sentences.map((sentence) => wrap(sentence, " ".repeat(text.indent))).join("\n")

/**
 * /photo-licences.txt: every photograph with its title, author, licence and source, then the notice each kind of
 * licence asks for (a licence's text and copyright line, attribution with the licence's address), lettered A, B, …
 * in a fixed order of kinds, so the same content always gives the same text.
 */
export function photoLicencesText(photos: ReadonlyArray<CreditedPhoto>, site: Site): string {
  const notices: { letter: string; credits: Credit[]; kind: (typeof noticeKinds)[number] }[] = []
  const noticeOf = new Map<CreditedPhoto, string>()
  for (const kind of noticeKinds) {
    const keys = [...new Set(photos.filter((photo) => !noticeOf.has(photo)).flatMap((photo) => kind.key(photo.credit) ?? []))].sort()
    for (const key of keys) {
      const under = photos.filter((photo) => !noticeOf.has(photo) && kind.key(photo.credit) === key)
      const letter = String.fromCharCode(65 + notices.length)
      notices.push({ letter, credits: under.map((photo) => photo.credit), kind })
      under.forEach((photo) => noticeOf.set(photo, letter))
    }
  }

  const fromDebian = photos.every((photo) => photo.credit.source.startsWith("Debian package "))
  const intro = [
    `The photographs on this website were not taken by ${site.name}. ${
      fromDebian
        ? "They come from the artwork packages of the Debian operating system (https://www.debian.org), where each is distributed under the free licence named below."
        : "Each comes from the source named below, where it is distributed under the licence named below."
    } This file lists every photograph with its title, author, licence and source${fromDebian ? " (the Debian package and the original file in it)" : ""}, followed by the notices those licences require. A page of the site credits the photographs it shows where their licences ask for it, and the gallery credits each of its photographs: ${site.url}/gallery#photo-credits`,
    `Changes we made: each photograph was resized to at most 2400 pixels wide and saved as JPEG; the site then serves resized copies of it in AVIF, WebP and JPEG, and some are cropped by the page layout. Nothing else was changed.${
      fromDebian
        ? " The unmodified originals remain available from Debian at the paths given (https://packages.debian.org, or `apt-get download PACKAGE`)."
        : ""
    } Where two files below are the same photograph, each is listed, because each is a separate file of the site.`,
    `This file is provided "as is" for attribution; it is not legal advice.`,
  ]

  const number = (index: number) => `${index + 1}.`.padStart(String(photos.length).length + 1)
  const field = (label: string, text: string, indent: string) => wrap(text, `${indent}${`${label}:`.padEnd(10)}`, `${indent}${" ".repeat(10)}`)
  const entries = photos.map((photo, index) => {
    const { credit } = photo
    const indent = " ".repeat(number(index).length + 1)
    const original = originals[credit.source]?.[credit.title]
    const version = sourceVersions[credit.source]
    const source = `${credit.source}${version ? ` ${version}` : ""}${original ? `, file ${original.file}` : ""} (${credit.sourceUrl})`
    return [
      `${number(index)} ${photo.file}`,
      field("Title", credit.title, indent),
      field("Author", credit.author, indent),
      field("Licence", `${credit.licence}, ${credit.licenceUrl} (see\u00a0notice\u00a0${noticeOf.get(photo)})`, indent),
      field("Source", source, indent),
    ].join("\n")
  })

  const noticeTexts = notices.map(({ letter, credits, kind }) =>
    [`${wrap(kind.heading(credits), `${letter}. `, "   ")}\n${RULE}`, ...kind.body(credits, site).map(paragraph)].join("\n\n")
  )

  // One blank line between paragraphs, two between sections and between notices.
  return `${[
    [`PHOTO LICENCES AND NOTICES\n${site.name} website (${site.url})`, ...intro.map((text) => wrap(text, ""))].join("\n\n"),
    ["1. THE PHOTOGRAPHS\n==================", ...entries].join("\n\n"),
    `2. LICENCE NOTICES\n==================\n\n${noticeTexts.join("\n\n\n")}`,
  ].join("\n\n\n")}\n`
}

/** Writes public/photo-licences.txt from content/; returns the line for the build log. */
export function writePhotoLicences(contentDir: string, publicDir: string, site: Site): string {
  const photos = creditedPhotos(contentDir)
  fs.mkdirSync(publicDir, { recursive: true })
  fs.writeFileSync(path.join(publicDir, PHOTO_LICENCES_FILE), photoLicencesText(photos, site))
  return `Wrote public/${PHOTO_LICENCES_FILE}: the credits and licence notices of ${counted(photos.length, "photograph", "photographs")}`
}
