import { originals, sourceCopyrights, sourceNotes } from "./photo-origins"

export type Credit = {
  readonly title: string
  readonly author: string
  readonly licence: string
  readonly licenceUrl: string
  readonly source: string
  readonly sourceUrl: string
}

/** What a notice is written with besides its photographs: the site's own name, address and e-mail. */
export type Site = { readonly name: string; readonly url: string; readonly email: string }

/** Words to wrap; sentences each on their own lines, indented; or text kept as written (a licence's own text). */
export type Paragraph = string | { readonly indent: number; readonly sentences: ReadonlyArray<string> } | { readonly asWritten: string }

/** A kind of licence and the notice it asks for, written once for all the photographs under it. */
type NoticeKind = {
  /** Photographs with the same key share one notice (a Creative Commons licence's version is part of it). */
  readonly key: (credit: Credit) => string | undefined
  readonly heading: (credits: ReadonlyArray<Credit>) => string
  readonly body: (credits: ReadonlyArray<Credit>, site: Site) => Paragraph[]
}

const BSD_2_CLAUSE = `Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

   1. Redistributions of source code must retain the above copyright
      notice, this list of conditions and the following disclaimer.
   2. Redistributions in binary form must reproduce the above copyright
      notice, this list of conditions and the following disclaimer in the
      documentation and/or other materials provided with the distribution.

THIS SOFTWARE IS PROVIDED "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES,
INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND
FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE
COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT,
INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA,
OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF
LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING
NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE,
EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.`

const MIT = `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`

const unique = (values: ReadonlyArray<string>) => [...new Set(values)]
const bySource = (credits: ReadonlyArray<Credit>) => unique(credits.map((credit) => credit.source))
const package_ = (source: string) => source.replace(/^Debian package /, "")

/** "(enlightenment-data: Winter birches snow, Mountain peaks dusk; mate-backgrounds: Dune)" */
const photographsUnder = (credits: ReadonlyArray<Credit>) =>
  `(${bySource(credits)
    .map((source) => `${package_(source)}: ${unique(credits.filter((credit) => credit.source === source).map((credit) => credit.title)).join(", ")}`)
    .join("; ")})`

const notesOn = (credits: ReadonlyArray<Credit>) => bySource(credits).flatMap((source) => (sourceNotes[source] ? [sourceNotes[source]] : []))

/** A permissive licence's full text under each holder's copyright line: the package's own, or the credited author. */
const permissiveNotice =
  (text: string) =>
  (credits: ReadonlyArray<Credit>): Paragraph[] =>
    bySource(credits).flatMap((source) => {
      const own = sourceCopyrights[source]
      const authors = unique(credits.filter((credit) => credit.source === source).map((credit) => credit.author))
      return own
        ? [own.preface, { asWritten: `${own.copyright}\n\n${text}` }]
        : [`These images from ${source} are under this licence:`, { asWritten: `Copyright (C) ${authors.join(", ")}\n\n${text}` }]
    })

/** A Creative Commons licence, from its address: by-sa/3.0 is "CC BY-SA 3.0", "Attribution-ShareAlike 3.0 Unported". */
function creativeCommons(url: string): { short: string; long: string; shareAlike: boolean } | undefined {
  const match = /creativecommons\.org\/licenses\/(by|by-sa)\/(\d\.\d)/i.exec(url)
  if (!match) return undefined
  const [, kind, version] = match
  const shareAlike = kind.toLowerCase() === "by-sa"
  const edition = version === "4.0" ? "International" : version === "3.0" ? "Unported" : "Generic"
  const short = `CC ${kind.toUpperCase()} ${version}`
  return { short, long: `Creative Commons Attribution${shareAlike ? "-ShareAlike" : ""} ${version} ${edition} (${short})`, shareAlike }
}

const quoted = (titles: ReadonlyArray<string>) => {
  const each = titles.map((title) => `"${title}"`)
  return each.length === 1 ? each[0] : `${each.slice(0, -1).join(", ")} and ${each[each.length - 1]}`
}

/** Attribution by author and source: the titles they gave, the licence and its address, and what we changed. */
function attribution(credits: ReadonlyArray<Credit>, site: Site, licence: string, url: string, shareAlike: boolean): Paragraph[] {
  const groups = unique(credits.map((credit) => `${credit.author}\u0000${credit.source}`))
  return groups.map((group) => {
    const [author, source] = group.split("\u0000")
    const ofGroup = credits.filter((credit) => credit.author === author && credit.source === source)
    const titles = unique(ofGroup.map((credit) => originals[source]?.[credit.title]?.title ?? credit.title))
    const renamed = ofGroup.some((credit) => originals[source]?.[credit.title]?.title !== undefined)
    const sentences = [
      `${quoted(titles)} by ${author}, from ${source}, ${titles.length === 1 ? "is" : "are"} licensed under ${licence}: ${url}`,
      `Modified by ${site.name}: resized, re-encoded and cropped for the web${renamed ? ", and given the descriptive titles used in section 1" : ""}.`,
      ...(shareAlike ? [`These adapted copies are licensed under ${licence} too.`] : []),
    ]
    return { indent: 4, sentences }
  })
}

/** In the order the notices are lettered; a photograph takes the first kind whose key it has. */
export const noticeKinds: ReadonlyArray<NoticeKind> = [
  {
    key: (credit) => (/bsd-2-clause/i.test(credit.licenceUrl) || /\bBSD 2/i.test(credit.licence) ? "bsd-2-clause" : undefined),
    heading: (credits) => `BSD 2-Clause licence ${photographsUnder(credits)}`,
    body: permissiveNotice(BSD_2_CLAUSE),
  },
  {
    key: (credit) => (/\/mit\b/i.test(credit.licenceUrl) || /^MIT\b/i.test(credit.licence) ? "mit" : undefined),
    heading: (credits) => `MIT licence ${photographsUnder(credits)}`,
    body: permissiveNotice(MIT),
  },
  {
    key: (credit) => (/gnu\.org\/licenses\/(old-licenses\/)?l?gpl/i.test(credit.licenceUrl) ? "gnu" : undefined),
    heading: (credits) => `GNU LGPL and GNU GPL ${photographsUnder(credits)}`,
    body: (credits, site) => [
      ...notesOn(credits),
      "For each of these images:",
      {
        asWritten: `    Copyright (C) its author, as named in section 1.

    This image is free: you can redistribute it and/or modify it under the terms of the GNU
    Lesser General Public License or of the GNU General Public License, as published by the
    Free Software Foundation, in the version section 1 names for it.

    It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even
    the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU
    General Public License for more details.`,
      },
      {
        asWritten: `The licence texts are served with this file:
    ${site.url}/licences/LGPL-3.txt  (the GNU LGPL, version 3)
    ${site.url}/licences/GPL-3.txt   (the GNU GPL, version 3, which the LGPL builds on)
    ${site.url}/licences/GPL-2.txt   (the GNU GPL, version 2)
They are also at https://www.gnu.org/licenses/.`,
      },
      `Source: for an image, the preferred form for making changes is the full-size image itself. The originals are in the packages named in section 1 (Debian's source packages at https://sources.debian.org), and we will send a copy of any of these images as used on the site to anyone who asks at ${site.email}.`,
    ],
  },
  {
    key: (credit) => (/creativecommons\.org\/publicdomain\/zero\//i.test(credit.licenceUrl) ? "cc0" : undefined),
    heading: (credits) => `CC0 1.0 Universal ${photographsUnder(credits)}`,
    body: (credits) => [
      "These authors dedicated their images to the public domain under CC0 1.0 (https://creativecommons.org/publicdomain/zero/1.0/). No notice is required; we credit them anyway.",
      ...notesOn(credits),
    ],
  },
  {
    key: (credit) => creativeCommons(credit.licenceUrl)?.short,
    heading: (credits) => `${creativeCommons(credits[0].licenceUrl)!.long} ${photographsUnder(credits)}`,
    body: (credits, site) => {
      const { short, shareAlike } = creativeCommons(credits[0].licenceUrl)!
      return [
        // "CC BY 4.0" kept on one line.
        ...attribution(credits, site, short.replace(/ /g, "\u00a0"), credits[0].licenceUrl, shareAlike),
        ...notesOn(credits),
        "The licence's disclaimer of warranties and limitation of liability (its section 5) applies.",
      ]
    },
  },
  {
    // Any other licence: named, linked and attributed as the credit gives it, the least any licence asks.
    key: (credit) => `other ${credit.licenceUrl}`,
    heading: (credits) => `${credits[0].licence} ${photographsUnder(credits)}`,
    body: (credits, site) => [...attribution(credits, site, credits[0].licence, credits[0].licenceUrl, false), ...notesOn(credits)],
  },
]
