import fs from "fs"
import path from "path"
import { projectRequire } from "./project-require"
import { firstScreenFonts } from "../../font-preloads/first-screen-fonts.mjs"

/**
 * The components whose markup the previews draw (plugins/cms/admin/previews.ts), each with its CSS Modules from src/. A
 * module's class names are local to it, so in the preview each one is nested in its own scope (.scope-faq-list
 * .item): the site's stylesheets as they are, not copies. Composition (`composes:`) is written out in the markup.
 */
export const previewScopes: Readonly<Record<string, ReadonlyArray<string>>> = {
  section: ["components/section.module.css"],
  "page-header": ["styles/banner.module.css", "components/page-header.module.css"],
  "faq-list": ["components/faq-list.module.css"],
  "safari-cards": ["components/safari-cards.module.css"],
  testimonials: ["components/testimonials.module.css"],
  "about-section": ["components/picture.module.css", "components/about-section.module.css"],
  "safari-option": ["components/picture.module.css", "components/safari-option.module.css"],
  "guide-list": ["components/guide-list.module.css"],
  "gallery-grid": ["components/picture.module.css", "components/gallery/grid.module.css"],
  "photo-credits": ["components/photo-credits.module.css"],
  safari: ["components/picture.module.css", "components/safari/safari.module.css", "components/safari/safari-links.module.css"],
  "contact-links": ["components/contact-links.module.css"],
}

// The web fonts the site loads (gatsby-browser.tsx), and its global styles in the order it loads them.
const fontFaces = firstScreenFonts.map((font) => font.stylesheet)
const globalStyles = ["styles/font-fallbacks.css", "styles/tokens.css", "styles/global.css"]

export type PreviewStylesheet = {
  readonly css: string
  /** Font files the stylesheet names, to copy beside it into fonts/. */
  readonly fonts: ReadonlyArray<{ readonly from: string; readonly name: string }>
}

/** The stylesheet of the preview pane: the site's fonts, tokens, global styles and components' modules, then plugins/cms/admin/preview.css. */
export function previewStylesheet(rootDir: string): PreviewStylesheet {
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
  const scopes = Object.entries(previewScopes).map(([scope, files]) => {
    const rules = files.map((file) => fs.readFileSync(path.join(src, file), "utf8").replace(/^\s*composes:.*$/gm, "")).join("\n")
    return `.scope-${scope} {\n${rules}\n}`
  })
  const own = fs.readFileSync(path.join(rootDir, "plugins", "cms", "admin", "preview.css"), "utf8")
  return { css: [...faces, ...globals, ...scopes, own].join("\n\n"), fonts }
}
