/** @jest-environment node */
import fs from "fs"
import path from "path"

// The guides say each thing once and point to the rest: every link, anchor, image, command and path they give must
// lead somewhere. Links to other sites are not fetched (the tests run offline), only read as well-formed addresses.
const projectRoot = path.resolve(__dirname, "../../..")
const relative = (file: string) => path.relative(projectRoot, file)

const markdownFiles = [
  path.join(projectRoot, "README.md"),
  ...fs
    .readdirSync(path.join(projectRoot, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(projectRoot, "docs", name)),
  ...fs
    .readdirSync(path.join(projectRoot, "plugins"))
    .map((name) => path.join(projectRoot, "plugins", name, "README.md"))
    .filter((file) => fs.existsSync(file)),
]

interface Parsed {
  /** The text outside fenced code blocks, inline code blanked (so `a[0](b)` is not read as a link). */
  prose: string
  /** Fenced code blocks, with their language. */
  blocks: { language: string; text: string }[]
  /** Inline code spans outside fenced blocks. */
  inlineCode: string[]
  headings: string[]
}

function parse(markdown: string): Parsed {
  const parsed: Parsed = { prose: "", blocks: [], inlineCode: [], headings: [] }
  let block: { language: string; lines: string[] } | null = null
  for (const line of markdown.split("\n")) {
    const fence = /^\s*```(\S*)/.exec(line)
    if (fence && !block) {
      block = { language: fence[1], lines: [] }
      continue
    }
    if (fence && block) {
      parsed.blocks.push({ language: block.language, text: block.lines.join("\n") })
      block = null
      continue
    }
    if (block) {
      block.lines.push(line)
      continue
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (heading) parsed.headings.push(heading[1])
    parsed.prose += line.replace(/`([^`]*)`/g, (_, code: string) => (parsed.inlineCode.push(code), " ".repeat(code.length + 2))) + "\n"
  }
  return parsed
}

/** GitHub's anchor for a heading: its text lowercased, punctuation dropped, spaces made hyphens, repeats numbered. */
function slugs(headings: string[]): Set<string> {
  const seen = new Map<string, number>()
  const result = new Set<string>()
  for (const heading of headings) {
    const text = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[`*]/g, "")
      .toLowerCase()
    const base = text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-")
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    result.add(count === 0 ? base : `${base}-${count}`)
  }
  return result
}

/** A heading's text as prose quotes it: `docs/architecture.md, "Order"` names the heading that starts with Order. */
const headingTexts = (headings: string[]) => headings.map((heading) => heading.replace(/[`*]/g, ""))

const parsedFiles = new Map(markdownFiles.map((file) => [file, parse(fs.readFileSync(file, "utf8"))]))

function parsedAt(file: string): Parsed {
  const known = parsedFiles.get(file)
  if (known) return known
  const parsed = parse(fs.readFileSync(file, "utf8"))
  parsedFiles.set(file, parsed)
  return parsed
}

/** What is wrong with a link from a Markdown file, or null. */
function linkProblem(from: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    if (target.startsWith("mailto:")) return /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/i.test(target) ? null : "a malformed e-mail address"
    if (!/^https?:\/\//.test(target)) return "neither a file of the project nor a web address"
    try {
      const url = new URL(target)
      return url.hostname.includes(".") || url.hostname === "localhost" ? null : "a web address without a domain"
    } catch {
      return "a malformed web address"
    }
  }
  const [filePart, anchor] = target.split("#", 2) as [string, string | undefined]
  const file = filePart === "" ? from : path.resolve(path.dirname(from), decodeURI(filePart))
  if (!fs.existsSync(file)) return `${relative(file)} does not exist`
  if (anchor === undefined) return null
  if (!file.endsWith(".md")) return `an anchor (#${anchor}) into a file that is not Markdown`
  return slugs(parsedAt(file).headings).has(anchor) ? null : `${relative(file)} has no heading whose anchor is #${anchor}`
}

/**
 * The paths under the project's own folders that a text names and that do not exist, whether in a command, a code span
 * or plain words (`plugins/foo/bar.ts`, plugins/foo/bar.ts, "plugins/foo/bar.ts."); placeholders (<name>, *, ...) and
 * what a build writes are not checked.
 */
function missingPaths(text: string): string[] {
  const ownFolders =
    /^(?:\.\/)?((?:src|lib(?=\/(?:built-site|host-rules)\/|\/gatsby-internals\.mjs)|plugins|server|tools|__tests__|__mocks__|content|docs|static|bench|\.ci)\/[^\s"'`),;:#\]\u201d]*)/
  return text
    .split(/[\s=(["'`\u201c]+/)
    .map((word) => ownFolders.exec(word)?.[1]?.replace(/\.+$/, ""))
    .filter((found): found is string => !!found && !/[<>*{}]|\.\.\./.test(found) && found !== "src/gatsby-types.d.ts")
    .filter((found) => !fs.existsSync(path.join(projectRoot, found)))
}

test("a path is checked wherever a guide names it: in a command, in a code span, in plain words", () => {
  expect(
    missingPaths("see `plugins/foo/bar.ts` and plugins/foo/baz.ts. Then (bench/gone.json), \u201cplugins/cms/admin/decap-internals.ts\u201d")
  ).toEqual(["plugins/foo/bar.ts", "plugins/foo/baz.ts", "bench/gone.json"])
  expect(missingPaths("npx jest __tests__/unit/nothing-here.test.ts")).toEqual(["__tests__/unit/nothing-here.test.ts"])
  expect(missingPaths("plugins/<name>/README.md, plugins/cms/admin/, lib/gatsby-internals.mjs.")).toEqual([])
})

const linkPattern = /!?\[((?:[^\][]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g

describe.each(markdownFiles.map((file) => [relative(file), file]))("%s", (_name, file) => {
  const parsed = parsedAt(file)

  test("every link leads to a file that exists, and every anchor to a heading in it", () => {
    const problems = [...parsed.prose.matchAll(linkPattern)]
      .map(([link, , target]) => [link, linkProblem(file, target)])
      .filter(([, problem]) => problem)
      .map(([link, problem]) => `${link}: ${problem}`)
    expect(problems).toEqual([])
  })

  test("every image is a file of the project", () => {
    const problems = [...parsed.prose.matchAll(linkPattern)]
      .filter(([link]) => link.startsWith("!"))
      .map(([link, , target]) => {
        if (/^[a-z]+:/i.test(target)) return `${link}: an image from another site`
        const image = path.resolve(path.dirname(file), target)
        return fs.existsSync(image) && fs.statSync(image).isFile() ? null : `${link}: ${relative(image)} does not exist`
      })
      .filter(Boolean)
    expect(problems).toEqual([])
  })

  test('every section named in prose (file.md, "Heading") is a heading of that file', () => {
    const problems = [...parsed.prose.matchAll(/\b((?:docs\/)?[\w-]+\.md)\]?(?:\([^)]*\))?, "([^"]+)"/g)]
      .map(([quote, name, section]) => {
        const target = [path.resolve(path.dirname(file), name), path.join(projectRoot, name), path.join(projectRoot, "docs", name)].find(
          (candidate) => fs.existsSync(candidate)
        )
        if (!target) return `${quote}: no such file`
        return headingTexts(parsedAt(target).headings).some((heading) => heading.startsWith(section)) ? null : `${quote}: no such heading`
      })
      .filter(Boolean)
    expect(problems).toEqual([])
  })

  const code = [...parsed.inlineCode, ...parsed.blocks.filter((block) => ["sh", "bash", "shell"].includes(block.language)).map((block) => block.text)]

  test("every npm command is one npm has or a script of package.json", () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }
    const npmOwn = new Set(["ci", "install", "run", "ls", "outdated"])
    const problems = code
      .flatMap((text) => [...text.matchAll(/\bnpm\s+(run\s+)?([\w:-]+)/g)])
      .map(([command, run, name]) => {
        if (run) return name in scripts ? null : `${command}: package.json has no script "${name}"`
        if (npmOwn.has(name)) return null
        return name in scripts ? null : `${command}: neither an npm command the guides use nor a script of package.json`
      })
      .filter(Boolean)
    expect(problems).toEqual([])
  })

  test("every path of the project a command, a code span or the prose names exists", () => {
    const problems = [...code, parsed.prose].flatMap(missingPaths).map((found) => `${found} does not exist`)
    expect([...new Set(problems)]).toEqual([])
  })
})

test("every screenshot in docs/images/ is shown by a guide", () => {
  const shown = new Set(
    [...parsedFiles.entries()].flatMap(([file, parsed]) =>
      [...parsed.prose.matchAll(linkPattern)].filter(([link]) => link.startsWith("!")).map(([, , target]) => path.resolve(path.dirname(file), target))
    )
  )
  const folder = path.join(projectRoot, "docs/images")
  const unused = fs
    .readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((image) => !shown.has(image))
    .map(relative)
  expect(unused).toEqual([])
})

test("every guide a source file points to exists, and so does the section it names", () => {
  const folders = [
    "src",
    "lib",
    "plugins",
    "server",
    "tools",
    "bench",
    "__tests__",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
  ]
  const sources = (entry: string): string[] => {
    const full = path.join(projectRoot, entry)
    if (!fs.existsSync(full)) return []
    if (fs.statSync(full).isFile()) return /\.(m?[jt]sx?|css)$/.test(entry) ? [entry] : []
    return fs.readdirSync(full).flatMap((name) => (name === "node_modules" ? [] : sources(path.join(entry, name))))
  }
  const problems = folders
    .flatMap(sources)
    .flatMap((source) =>
      [...fs.readFileSync(path.join(projectRoot, source), "utf8").matchAll(/\b(README\.md|docs\/[\w-]+\.md)(?:,? "([^"]+)")?/g)].map(
        ([quote, name, section]) => {
          const target = path.join(projectRoot, name)
          if (!fs.existsSync(target)) return `${source}: ${quote}: no such file`
          if (section && !headingTexts(parsedAt(target).headings).some((heading) => heading.startsWith(section)))
            return `${source}: ${quote}: no such heading`
          return null
        }
      )
    )
    .filter(Boolean)
  expect(problems).toEqual([])
})
