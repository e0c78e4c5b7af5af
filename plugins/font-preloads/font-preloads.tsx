import * as React from "react"

/**
 * Preloads of the faces of a phone's first screen (logo and headings, intro text, buttons), requested with the HTML
 * rather than after the first layout. No font blocks the first paint (font-display: swap), but a face that arrives
 * before it cannot move anything, while a late swap can still rewrap a line whose width sits within a percent of
 * its box (the fallbacks match average widths, not every sentence's). gatsby-ssr.tsx names the files.
 */
export const fontPreloads = (hrefs: readonly string[]) =>
  hrefs.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />)

/** The fonts a built page preloads. */
export const preloadedFonts = (html: string): string[] =>
  Array.from(html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g), ([tag]) => tag)
    .filter((tag) => / as="font"/.test(tag))
    .map((tag) => / href="([^"]+)"/.exec(tag)?.[1] ?? "")

/**
 * A built page whose every preloaded font is one that the page's own inlined CSS uses (an @font-face `url()` of the
 * same file): a preload of any other file is a second download of the face, not an early one. No preload at all,
 * or one the CSS does not use (Gatsby or webpack naming the font files differently in CSS and in the renderer),
 * stops the build, naming the page.
 * @param file named in the error
 */
export function checkFontPreloads(html: string, file: string): void {
  const fail = (what: string) => new Error(`font-preloads (the font-preloads plugin): ${file}: ${what}; Gatsby's output has changed`)
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")))
  const fonts = preloadedFonts(head)
  if (fonts.length === 0) throw fail("found no font preload in the <head>")
  const css = Array.from(head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), ([, rules]) => rules).join("\n")
  const unused = fonts.filter((href) => !css.includes(`url(${href})`))
  if (unused.length > 0)
    throw fail(`preloads ${unused.join(", ")}, which no @font-face of its inlined CSS uses (a second download, not an early one)`)
}
