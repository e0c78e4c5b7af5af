import path from "path"
import type { GatsbyNode } from "gatsby"
import fs from "fs"
import { headerRules, toHeadersFile } from "./src/server/security-headers.mjs"
import { inlineScriptHashes } from "./src/server/inline-script-hashes.mjs"
import { builtPages } from "./src/server/built-files.mjs"
import { kilobytes } from "./src/tools/first-load-js.mjs"
import { robotsTxt } from "./src/server/robots-txt.mjs"
import { precompressDir } from "./src/server/precompress.mjs"
import { describeProblem, validateContent } from "./src/lib/content-validation"
import { buildWarning } from "./src/lib/enquiry-build-check"
import { runScriptsAfterPaint } from "./src/lib/after-paint-scripts.mjs"
import { CompileHintsPlugin } from "./src/build/compile-hints-plugin.js"
import { withPageStyles } from "./src/build/page-styles.js"
import { STYLESHEETS_GLOBAL, buildStylesheets } from "./src/build/stylesheet-names.js"

const CONTENT_ERROR = "10000"

// The earliest hook: content/ is checked before any plugin reads it, so an editor's mistake is reported by
// file and field, all mistakes at once, instead of as a transformer or GraphQL error later on.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problems = validateContent(path.resolve(__dirname, "content"))
  if (problems.length === 0) return
  reporter.setErrorMap({
    [CONTENT_ERROR]: { text: (context) => String(context.sourceMessage), level: "ERROR", type: "API.NODE.VALIDATION", category: "USER" },
  })
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  reporter.panic({
    id: CONTENT_ERROR,
    context: { sourceMessage: [`content/ has ${count}; fix and build again:`, ...problems.map(describeProblem)].join("\n") },
  })
}

// Every content type is declared here, so the GraphQL types (and the typegen types the pages use)
// never depend on what happens to be in the JSON files. @dontInfer stops Gatsby from guessing.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Photo {
      image: File! @fileByRelativePath
      alt: String!
    }
    type NavItem {
      name: String!
      path: String!
    }
    type FooterGroup {
      title: String!
      links: [NavItem!]!
    }
    type SocialLink {
      id: String!
      label: String!
      url: String!
    }
    type CreditLink {
      label: String!
      url: String!
    }
    type SiteJson implements Node @dontInfer {
      name: String!
      tagline: String!
      description: String!
      email: String!
      phone: String!
      address: String!
      social: [SocialLink!]!
      directMessageUrl: String!
      chatUrl: String!
      credit: CreditLink!
    }
    type NavigationJson implements Node @dontInfer {
      main: [NavItem!]!
      footer: [FooterGroup!]!
    }
    type SectionIntro {
      id: String!
      title: String!
      text: String!
    }
    type PageJson implements Node @dontInfer {
      path: String!
      title: String!
      heading: String!
      text: String!
      description: String!
      banner: Photo!
      sections: [SectionIntro!]!
    }
    type SafariCard {
      id: String!
      icon: String!
      title: String!
      info: String!
      path: String!
    }
    type SafarisJson implements Node @dontInfer {
      safaris: [SafariCard!]!
    }
    type Faq {
      id: String!
      question: String!
      answer: String!
    }
    type FaqsJson implements Node @dontInfer {
      faqs: [Faq!]!
    }
    type Testimonial {
      id: String!
      name: String!
      job: String!
      quote: String!
      avatar: Photo!
    }
    type TestimonialsJson implements Node @dontInfer {
      testimonials: [Testimonial!]!
    }
    type AboutSection {
      id: String!
      title: String!
      text: [String!]!
      photo: Photo!
    }
    type AboutJson implements Node @dontInfer {
      sections: [AboutSection!]!
    }
    type SafariOption {
      id: String!
      title: String!
      intro: String!
      activities: [String!]!
      photo: Photo!
    }
    type SafariOptionsJson implements Node @dontInfer {
      sections: [SafariOption!]!
    }
    type GalleryImage {
      id: String!
      image: File! @fileByRelativePath
      alt: String!
    }
    type GalleryJson implements Node @dontInfer {
      images: [GalleryImage!]!
    }
    type Guide {
      id: String!
      name: String!
      role: String!
      bio: String!
    }
    type GuidesJson implements Node @dontInfer {
      intro: String!
      guides: [Guide!]!
    }
    type PhotoCredit {
      image: String!
      title: String!
      author: String!
      licence: String!
      licenceUrl: String!
      source: String!
      sourceUrl: String!
    }
    type CreditsJson implements Node @dontInfer {
      credits: [PhotoCredit!]!
    }
  `)
}

// The static-host headers file, with a CSP that allows exactly the inline scripts this build wrote.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const publicDir = path.join(store.getState().program.directory, "public")
  // First, as it adds an inline script the CSP must allow.
  const pages = builtPages(publicDir)
  try {
    for (const file of pages) {
      const html = fs.readFileSync(file, "utf8")
      fs.writeFileSync(file, runScriptsAfterPaint(html, path.relative(publicDir, file)))
    }
  } catch (error) {
    reporter.panic((error as Error).message)
  }
  reporter.info(`${pages.length} pages: scripts fetched after the first paint`)
  const scriptHashes = inlineScriptHashes(publicDir)
  fs.writeFileSync(path.join(publicDir, "_headers"), toHeadersFile(headerRules({ scriptHashes })))
  reporter.info(`Wrote public/_headers: security headers, with ${scriptHashes.length} inline-script hashes in the CSP`)
  const siteUrl: string = store.getState().config.siteMetadata.siteUrl
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
  reporter.info(`Wrote public/robots.txt: sitemap at ${siteUrl}`)
  const compressed = precompressDir(publicDir)
  reporter.info(
    `Wrote .br and .gz copies of ${compressed.files} text files: ${kilobytes(compressed.bytes)} KB, ${kilobytes(compressed.brotliBytes)} KB as Brotli`
  )
}

// Say loudly when trip enquiries will not reach the business (no or partial GATSBY_EMAILJS_* settings).
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const warning = buildWarning()
  if (warning) reporter.warn(warning)
}

// The browser bundle's startup files carry V8's compile hint (src/build/compile-hints-plugin.js), and each page
// inlines only the stylesheets its own components need (src/build/page-styles.js).
// The HTML renderer, built after the browser bundle, gets the names of its stylesheets (src/build/stylesheet-names.js).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, getConfig, plugins, store }) => {
  if (stage === "build-html") {
    const publicDir = path.join(store.getState().program.directory, "public")
    actions.setWebpackConfig({ plugins: [plugins.define({ [STYLESHEETS_GLOBAL]: JSON.stringify(buildStylesheets(publicDir)) })] })
    return
  }
  if (stage !== "build-javascript") return
  const config = withPageStyles(getConfig())
  config.plugins.push(new CompileHintsPlugin())
  actions.replaceWebpackConfig(config)
}
