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
