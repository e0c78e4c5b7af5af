/** @jest-environment node */
import fs from "fs"
import path from "path"

// One statement of the Node.js releases the site supports and the one it is tested on: the README's Requirements give
// the range of package.json's engines and the release of .nvmrc, and every guide naming the tested release or the
// .nvmrc's names the same.
const projectRoot = path.resolve(__dirname, "../../..")
const read = (file: string) => fs.readFileSync(path.join(projectRoot, file), "utf8")
const guides = ["README.md", ...fs.readdirSync(path.join(projectRoot, "docs")).flatMap((name) => (name.endsWith(".md") ? [`docs/${name}`] : []))]

const tested = read(".nvmrc").trim()
const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node

/** What a guide says of the tested release that differs from .nvmrc's, as `file: "words"`. */
function testedReleaseProblems(file: string, text: string): string[] {
  const claims = [...text.matchAll(/tested on (?:Node(?:\.js)? )?(\d+)|Node(?:\.js)? (\d+) \(the `\.nvmrc`/g)]
  return claims.filter(([, a, b]) => (a ?? b) !== tested).map(([words]) => `${file}: "${words}"`)
}

test(".nvmrc names one major release, within package.json's engines", () => {
  expect(tested).toMatch(/^\d+$/)
  const [, lowest, below] = /^>=(\d+)\.(?:\d+) <(\d+)$/.exec(engines) ?? []
  expect(Number(tested)).toBeGreaterThanOrEqual(Number(lowest))
  expect(Number(tested)).toBeLessThan(Number(below))
})

test("the README's Requirements state the range of engines and the tested release of .nvmrc", () => {
  const [, lowest, below] = /^>=(\d+\.\d+) <(\d+)$/.exec(engines) ?? []
  expect(read("README.md")).toContain(`Node.js ${lowest} or later, below ${below} (tested on ${tested}, named in \`.nvmrc\`)`)
})

test("every guide naming the tested release names .nvmrc's", () => {
  expect(guides.flatMap((file) => testedReleaseProblems(file, read(file)))).toEqual([])
  const other = String(Number(tested) + 4)
  expect(testedReleaseProblems("a.md", `Node ${other} (the \`.nvmrc\`), tested on ${tested}; tested on Node.js ${other}`)).toEqual([
    `a.md: "Node ${other} (the \`.nvmrc\`"`,
    `a.md: "tested on Node.js ${other}"`,
  ])
})
