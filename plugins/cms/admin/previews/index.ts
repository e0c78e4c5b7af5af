import type { Cms, H, Preview } from "../decap"
import { faqs, safaris, testimonials } from "./home"
import { about, gallery, guides, pages, safariOptions } from "./pages"
import { safariPages } from "./safari-pages"
import { navigation, site } from "./settings"

// One preview per content file: the part of the site the file fills, drawn with the site's own markup and
// stylesheets (src/components/*.module.css, src/styles/), so the editor sees the page as visitors will.

/** Registers a preview for each collection and content file of the CMS configuration (plugins/cms/lib/config.ts). */
export function registerPreviews(cms: Cms, h: H): void {
  const previews: Record<string, (h: H) => Preview> = {
    pages,
    faqs,
    safaris,
    "safari-pages": safariPages,
    testimonials,
    about,
    "safari-options": safariOptions,
    gallery,
    guides,
    site,
    navigation,
  }
  // Each in a main landmark, as on the site: the part of the page the file fills.
  for (const [name, preview] of Object.entries(previews)) {
    const draw = preview(h)
    cms.registerPreviewTemplate(name, (props) => h("main", null, draw(props)))
  }
}
