import * as React from "react"
import { EARLY_CLICKS_SCRIPT } from "./early-clicks-script"

/**
 * The early-clicks script (plugins/hydration/early-clicks-script.ts) in every page's <head> (gatsby-ssr's onRenderBody), so that it
 * listens before any button is on screen; gatsby-browser.tsx takes the tapped button before hydration and presses it
 * once the page is interactive. Its CSP hash is added after the build, with the other inline scripts'.
 */
export const earlyClicksScript = () => <script key="early-clicks" dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />

/**
 * A built page with the early-clicks script where it must be: in the <head>, ahead of every button. Gatsby writing
 * the head's components elsewhere, or rewriting inline scripts, stops the build, naming the page, rather than
 * ship pages whose early taps are silently lost.
 * @param file named in the error
 */
export function checkEarlyClicks(html: string, file: string): void {
  const at = html.indexOf(EARLY_CLICKS_SCRIPT)
  const fail = (what: string) => new Error(`early-clicks (the hydration plugin): ${file}: ${what}; Gatsby's output has changed`)
  if (at < 0) throw fail("found no early-clicks script")
  const headEnd = html.indexOf("</head>")
  if (headEnd < 0 || at > headEnd) throw fail("the early-clicks script is not in the <head>")
  const firstButton = html.search(/<button[\s>]/)
  if (firstButton >= 0 && firstButton < at) throw fail("a button comes before the early-clicks script")
}
