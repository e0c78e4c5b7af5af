/** @jest-environment node */
import fs from "fs"
import path from "path"
import ts from "typescript"
import { firstScreenFonts } from "../../../../src/styles/first-screen-fonts.mjs"

// The first-screen fonts are listed once (first-screen-fonts.mjs); two files must still name them as literal imports,
// for webpack: gatsby-browser.tsx loads their stylesheets, the font-preloads plugin preloads their files. A face
// added to one and not the other is a font the browser downloads late (no preload) or twice (a preload of a file no
// stylesheet uses), and a shift of the first screen's text when it swaps in.
const root = path.resolve(__dirname, "../../../..")

/** Where a module of an @fontsource package is installed (jest's own resolver maps CSS and fonts to stubs). */
const installed = (specifier: string) => path.join(root, "node_modules", specifier)

/** The @fontsource modules a source file imports, in order. */
function fontsourceImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), "utf8"), ts.ScriptTarget.Latest)
  return source.statements
    .filter(ts.isImportDeclaration)
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
    .filter((specifier) => specifier.startsWith("@fontsource/"))
}

test("gatsby-browser.tsx loads the stylesheets of the listed fonts, and no other", () => {
  expect(fontsourceImports("gatsby-browser.tsx")).toEqual(firstScreenFonts.map((font) => font.stylesheet))
})

test("the font-preloads plugin preloads the files of the listed fonts, and no other", () => {
  expect(fontsourceImports("plugins/font-preloads/gatsby-ssr.tsx")).toEqual(firstScreenFonts.map((font) => font.file))
})

test.each(firstScreenFonts.map((font) => [`${font.family} ${font.weight}`, font] as const))(
  "%s: its stylesheet's @font-face is that family and weight, and uses its file",
  (_name, font) => {
    const css = fs.readFileSync(installed(font.stylesheet), "utf8")
    expect(css).toContain(`font-family: '${font.family}';`)
    expect(css).toContain(`font-weight: ${font.weight};`)
    expect(css).toContain(`url(./files/${path.basename(font.file)})`)
    expect(fs.existsSync(installed(font.file))).toBe(true)
  }
)
