import type * as React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"

/** A button tapped before the page's JavaScript arrived (see early-clicks-script.ts), pressed again once hydrated. */
let earlyClick: HTMLButtonElement | null = null

/**
 * Hydrates the prerendered page as Gatsby does, taking first the button the visitor tapped before the JavaScript
 * arrived: as late as that can be, so no tap falls between the taking and the hydration. (`gatsby develop` serves an
 * empty page, which is rendered rather than hydrated.) Gatsby's own type for this export is react-dom's legacy
 * `Renderer`, which React 18's root API does not match, hence plain types. Gatsby takes this hook from the first
 * plugin that gives one: no other plugin of the site does.
 */
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  earlyClick = window.__takeEarlyClick?.() ?? null
  if (!container.hasChildNodes()) {
    createRoot(container).render(element)
    return
  }
  hydrateRoot(container, element)
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
