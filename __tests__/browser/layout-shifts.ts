import type { Page } from "@playwright/test"

// Layout shifts as a visitor sees them (those not caused by their own input), with what moved and from where to where.

declare global {
  interface Window {
    layoutShifts: { value: number; time: number; moved: string[] }[]
  }
}

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
