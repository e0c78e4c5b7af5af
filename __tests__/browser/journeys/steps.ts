// What the journeys do in a page, the same in every engine: find a control as a visitor does (by its role and
// the name on it), and wait for what a visitor would see.
import type { EngineDriver } from "../engines/driver"

export interface Target {
  /** CSS for the kind of element: "button", "a", "input", "dialog", … */
  css: string
  /** The name a visitor reads or hears: its label, aria-label, alt text or text. */
  name: string
  /** The name only has to contain `name`. */
  partial?: boolean
  /** CSS of an element to look inside. */
  within?: string
}

/**
 * A CSS selector for the one visible element matching the target (marked with a data attribute for the purpose),
 * failing with what was found when there is not exactly one.
 */
export async function find(driver: EngineDriver, target: Target): Promise<string> {
  const found = await driver.evaluate(
    (css: string, name: string, partial: boolean, within: string | null) => {
      const text = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim()
      const nameOf = (element: Element): string => {
        const labelledBy = element.getAttribute("aria-labelledby")
        if (labelledBy)
          return text(
            labelledBy
              .split(" ")
              .map((id) => document.getElementById(id)?.textContent)
              .join(" ")
          )
        if (element.hasAttribute("aria-label")) return text(element.getAttribute("aria-label"))
        const labels = (element as HTMLInputElement).labels
        if (labels && labels.length > 0) return text(labels[0].textContent)
        // Its content as assistive technology reads it: text and images' alt text, minus what is aria-hidden.
        const read = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ""
          if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return ""
          if (node instanceof HTMLImageElement) return ` ${node.alt} `
          return Array.from(node.childNodes, read).join("")
        }
        return text(read(element))
      }
      const root = within ? document.querySelector(within) : document
      if (!root) return { error: `nothing matches ${within}` }
      const visible = (element: Element) => element.getClientRects().length > 0
      const matches = Array.from(root.querySelectorAll(css)).filter(
        (element) => visible(element) && (partial ? nameOf(element).includes(name) : nameOf(element) === name)
      )
      if (matches.length !== 1) return { error: `${matches.length} visible ${css} named "${name}"${within ? ` in ${within}` : ""}` }
      const mark = `t${Math.random().toString(36).slice(2)}`
      matches[0].setAttribute("data-journey-target", mark)
      return { selector: `[data-journey-target="${mark}"]` }
    },
    target.css,
    target.name,
    target.partial ?? false,
    target.within ?? null
  )
  if ("error" in found) throw new Error(`Not found: ${found.error}`)
  return found.selector!
}

export const clickOn = async (driver: EngineDriver, target: Target) => driver.click(await find(driver, target))

/**
 * Runs `fn` in the page until it returns something truthy (or, with `expected`, exactly that; with `done`, what
 * `done` accepts) and returns it; fails after `timeout` ms with the description and the last value seen.
 */
export async function until<Args extends unknown[], Result>(
  driver: EngineDriver,
  description: string,
  fn: (...args: Args) => Result,
  args: Args,
  { expected, done: accepts, timeout = 10_000 }: { expected?: Result; done?: (value: Result) => boolean; timeout?: number } = {}
): Promise<Result> {
  const deadline = Date.now() + timeout
  let last: Result
  for (;;) {
    last = await driver.evaluate(fn, ...args)
    const done = accepts ? accepts(last) : expected === undefined ? Boolean(last) : JSON.stringify(last) === JSON.stringify(expected)
    if (done) return last
    if (Date.now() > deadline) throw new Error(`Waited ${timeout / 1000} s for ${description}; last saw ${JSON.stringify(last)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Reads something off an element the selector names. */
export const attributeOf = (driver: EngineDriver, selector: string, attribute: string) =>
  driver.evaluate((css: string, name: string) => document.querySelector(css)?.getAttribute(name) ?? null, selector, attribute)
