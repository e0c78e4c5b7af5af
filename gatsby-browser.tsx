import * as React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./src/components/layout"
// Self-hosted web fonts, latin subset only, font-display: swap (see also the preloads in gatsby-ssr.tsx).
import "@fontsource/fraunces/latin-600.css"
import "@fontsource/source-sans-3/latin-400.css"
import "@fontsource/source-sans-3/latin-700.css"
import "./src/styles/font-fallbacks.css"
import "./src/styles/global.css"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>

/** A button tapped before the page's JavaScript arrived (see plugins/hydration/early-clicks-script.ts), pressed again once hydrated. */
let earlyClick: HTMLButtonElement | null = null

/** Whether to hydrate as a transition: false in a build with GATSBY_PATCHES_OFF=hydrate-transition (plugins/reproducible-build/webpack.ts). */
declare const __HYDRATE_AS_TRANSITION__: boolean
const hydrateAsTransition = () => typeof __HYDRATE_AS_TRANSITION__ === "undefined" || __HYDRATE_AS_TRANSITION__

/**
 * Hydrates the prerendered page as a transition. React then works in slices of a few milliseconds and
 * lets the browser paint and respond in between, instead of one long task that freezes a slow phone;
 * a click or key press on a part not yet hydrated makes React hydrate it at once and then handle it.
 * (`gatsby develop` serves an empty page, which is rendered rather than hydrated.) With the transition
 * switched off it hydrates as Gatsby does, still taking the early click. Gatsby's own type for this export
 * is react-dom's legacy `Renderer`, which React 18's root API does not match, hence plain types.
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
