import fs from "fs"
import path from "path"
import { projectRequire } from "./project-require"
import { firstScreenFonts } from "../../../src/styles/first-screen-fonts.mjs"

// The web fonts the site loads (gatsby-browser.tsx), and its global styles in the order it loads them.
const fontFaces = firstScreenFonts.map((font) => font.stylesheet)
const globalStyles = ["styles/font-fallbacks.css", "styles/tokens.css", "styles/global.css"]

export type PreviewStylesheet = {
  readonly css: string
  /** Font files the stylesheet names, to copy beside it into fonts/. */
  readonly fonts: ReadonlyArray<{ readonly from: string; readonly name: string }>
}

/**
 * The stylesheet of the preview pane: the site's fonts, tokens and global styles, the CSS Modules of the components the
 * previews render (`componentStyles`, from the admin script's bundle, with the site's class names), then
 * plugins/cms/admin/preview.css.
 */
export function previewStylesheet(rootDir: string, componentStyles: string): PreviewStylesheet {
  const src = path.join(rootDir, "src")
  const fonts: Array<{ from: string; name: string }> = []
  const faces = fontFaces.map((module) => {
    const file = projectRequire(rootDir).resolve(module)
    // Only the WOFF2 files, which every browser that runs the CMS reads.
    return fs.readFileSync(file, "utf8").replace(/src: url\(\.\/files\/([^)]+\.woff2)\) format\('woff2'\)[^;]*;/g, (_match, name: string) => {
      fonts.push({ from: path.join(path.dirname(file), "files", name), name })
      return `src: url(fonts/${name}) format("woff2");`
    })
  })
  const globals = globalStyles.map((file) => fs.readFileSync(path.join(src, file), "utf8").replace(/^@import .*$/gm, ""))
  const own = fs.readFileSync(path.join(rootDir, "plugins", "cms", "admin", "preview.css"), "utf8")
  return { css: [...faces, ...globals, componentStyles, own].join("\n\n"), fonts }
}
