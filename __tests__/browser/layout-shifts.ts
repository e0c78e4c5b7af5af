import type { Page } from "@playwright/test"
import { chromiumArgs, chromiumPath } from "../../tools/browser-engines.mjs"

// Layout shifts as a visitor sees them (those not caused by their own input), with what moved and from where to where.

declare global {
  interface Window {
    layoutShifts: { value: number; time: number; moved: string[] }[]
  }
}

/**
 * For test.use() in a file that measures shifts over a whole page load, its web fonts' swap included: the full
 * Chromium, which sets text as a visitor's does. The headless shell the other tests use sets a line a fraction of a
 * pixel wider or narrower (354.5 px in one, 355.5 px in the other), enough to wrap a line that just fits when the web
 * font replaces its fallback, which moves what is below.
 */
export const visitorsChromium = { launchOptions: { executablePath: chromiumPath() ?? undefined, args: chromiumArgs } }

/**
 * Keeps the web fonts out of the pages `page` opens from now on: each is set in its fallback faces from its first paint
 * to its last, so a shift measured is what the page itself moves. A face swapping in can rewrap a line or nudge a
 * text (seo/fonts.spec.ts measures that swap), and one read from the browser's cache still arrived after the first
 * paint on a busy machine: the tests that warmed the cache first failed now and then on a swap, not on what they test.
 */
export const withoutWebFonts = (page: Page) =>
  // Answered, with no font in it, rather than aborted: a request that fails is an error on the console, which the tests
  // watch; a font that cannot be read is a warning, and the faces fall back as they would offline.
  page.route(/\.woff2?$/, (route) => route.fulfill({ status: 200, contentType: "font/woff2", body: "" }))

/** Records every layout shift of the pages `page` opens from now on, from their first paint. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = []
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }
      for (const entry of list.getEntries() as Shift[]) {
        // What moved, and from where to where, so a failure says which element to fix.
        const moved = entry.sources.map(({ node, previousRect: a, currentRect: b }) => {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node?.nodeName
          return `${name} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`
        })
        if (!entry.hadRecentInput) window.layoutShifts.push({ value: entry.value, time: entry.startTime, moved })
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
}

/** The shifts recorded on the page so far. */
export const layoutShifts = (page: Page) => page.evaluate(() => window.layoutShifts)
