import * as React from "react"
import { createRoot, type Root } from "react-dom/client"
import type { Cms, CreateClass, H, PreviewProps } from "../decap"
import { FaqsPreview, SafariCardsPreview, TestimonialsPreview } from "./home"
import { AboutPreview, GalleryPreview, GuidesPreview, PagePreview, SafariOptionsPreview } from "./pages"
import { SafariPageWordsPreview, SafariPreview } from "./safaris"
import { SafariFinderPreview } from "./finder"
import { NavigationPreview, SitePreview } from "./settings"
import { SightingPreview, SpeciesPreview } from "./sightings"

// One preview per content file: the part of the site the file fills, drawn by the site's own components
// (src/components/) with their own stylesheets, so the editor sees the page as visitors will and a change to a
// component shows in its preview too.

const previews: Readonly<Record<string, React.ComponentType<PreviewProps>>> = {
  pages: PagePreview,
  faqs: FaqsPreview,
  safaris: SafariPreview,
  sightings: SightingPreview,
  species: SpeciesPreview,
  "safari-cards": SafariCardsPreview,
  "safari-page": SafariPageWordsPreview,
  "safari-finder": SafariFinderPreview,
  testimonials: TestimonialsPreview,
  about: AboutPreview,
  "safari-options": SafariOptionsPreview,
  gallery: GalleryPreview,
  guides: GuidesPreview,
  site: SitePreview,
  navigation: NavigationPreview,
}

/** Registers a preview for each collection and content file of the CMS configuration (plugins/cms/lib/config.ts). */
export function registerPreviews(cms: Cms, h: H, createClass: CreateClass): void {
  for (const [name, preview] of Object.entries(previews)) cms.registerPreviewTemplate(name, siteRendered(preview, h, createClass))
}

type Host = { props: PreviewProps; element: HTMLElement | null; root: Root | undefined; draw(): void }

/**
 * Decap renders a preview template with the React inside its bundle (19), which does not expose its hooks; the site's
 * components are written for React 18.3 and use hooks. So the template Decap renders is only a <main> (the landmark
 * the site's pages have), and the site's components are rendered into it by the site's own React, as on the page.
 */
function siteRendered(Preview: React.ComponentType<PreviewProps>, h: H, createClass: CreateClass) {
  return createClass({
    componentDidMount(this: Host) {
      const element = this.element
      if (!element) return
      // The preview is not for visiting: a link in it would open the site inside the editing screen.
      // (The target is the preview frame's own Element, not this window's: no instanceof.)
      element.addEventListener("click", (event) => {
        if ((event.target as Element | null)?.closest?.("a")) event.preventDefault()
      })
      this.root = createRoot(element)
      this.draw()
    },
    componentDidUpdate(this: Host) {
      this.draw()
    },
    componentWillUnmount(this: Host) {
      this.root?.unmount()
    },
    draw(this: Host) {
      this.root?.render(<Preview {...this.props} />)
    },
    render(this: Host) {
      return h("main", {
        ref: (element: HTMLElement | null) => {
          this.element = element
        },
      })
    },
  })
}
