import * as React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"

/** A button tapped before the page's JavaScript arrived (see early-clicks-script.ts), pressed again once hydrated. */
let earlyClick: HTMLButtonElement | null = null

/** Whether to hydrate as a transition: the plugin's `transition` option, defined as a constant by its gatsby-node.ts. */
declare const __HYDRATE_AS_TRANSITION__: boolean
const hydrateAsTransition = () => typeof __HYDRATE_AS_TRANSITION__ === "undefined" || __HYDRATE_AS_TRANSITION__

/**
 * Hydrates the prerendered page as a transition. React then works in slices of a few milliseconds and
 * lets the browser paint and respond in between, instead of one long task that freezes a slow phone;
 * a click or key press on a part not yet hydrated makes React hydrate it at once and then handle it.
 * (`gatsby develop` serves an empty page, which is rendered rather than hydrated.) With the transition
 * switched off it hydrates as Gatsby does, still taking the early click. Gatsby's own type for this export
 * is react-dom's legacy `Renderer`, which React 18's root API does not match, hence plain types.
 * Gatsby takes this hook from the first plugin that gives one: no other plugin of the site does.
 */
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  earlyClick = window.__takeEarlyClick?.() ?? null
  if (!container.hasChildNodes()) {
    createRoot(container).render(element)
    return
  }
  if (!hydrateAsTransition()) {
    hydrateRoot(container, element)
    return
  }
  React.startTransition(() => {
    hydrateRoot(container, element)
  })
}

/**
 * Once React has hydrated the page: marks the document, so scripts and tests can tell the page is
 * interactive, and presses the button the visitor tapped before it was.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = ""
  const button = earlyClick
  earlyClick = null
  if (button?.isConnected && !button.disabled) button.click()
}
