// Gatsby's build hooks, each a call into build/: content checks, the content types, the patches to Gatsby's
// webpack configuration, the editing screen and the steps after Gatsby has written the pages.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { stopOnContentProblems } from "./build/content/report"
import { contentTypeDefs } from "./build/content/graphql-types"
import { createSafariPageResolvers, createSafariPages } from "./build/content/safari-pages"
import { buildWarning } from "./build/enquiry-settings-check"
import { patchWebpackConfig } from "./build/patches/webpack"
import { patchesOffNotice } from "./build/patches/switches.mjs"
import { postBuild } from "./build/post-build"

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  stopOnContentProblems(path.resolve(__dirname, "content"), reporter)
  // Patches switched off by GATSBY_PATCHES_OFF (for `npm run bench -- --ablate`): said loudly; a misspelt one stops the build.
  try {
    const notice = patchesOffNotice()
    if (notice) reporter.warn(notice)
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => actions.createTypes(contentTypeDefs())

// A page per safari at its card's detail path (/safaris/111 to /safaris/444), each querying its own entry.
export const createResolvers = createSafariPageResolvers
export const createPages = createSafariPages

// Say loudly when trip enquiries will not reach the business (no or partial GATSBY_EMAILJS_* settings).
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const warning = buildWarning()
  if (warning) reporter.warn(warning)
}

export const onCreateWebpackConfig = patchWebpackConfig

// The editing screen at /admin/ (Decap CMS, configured from content/schemas/), for develop and build.
export { onPreBootstrap, onCreateDevServer } from "./build/cms/gatsby-hooks"

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  try {
    const { program, config, redirects } = store.getState()
    const log = postBuild(path.join(program.directory, "public"), config.siteMetadata.siteUrl, redirects)
    log.forEach((line) => reporter.info(line))
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}
