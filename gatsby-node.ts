// Gatsby's build hooks, each a call into build/: content checks, the content types, the patches to Gatsby's
// webpack configuration, the editing screen and the steps after Gatsby has written the pages.
import path from "path"
import type { GatsbyNode } from "gatsby"
import { stopOnContentProblems } from "./plugins/content-model/lib/report"
import { contentTypeDefs } from "./plugins/content-model/lib/graphql-types"
import { buildWarning } from "./plugins/enquiry-settings/settings-check"
import { patchWebpackConfig } from "./plugins/reproducible-build/webpack"
import { patchesOffNotice } from "./plugins/switches.mjs"
import { postBuild } from "./plugins/static-host/post-build"

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

// Say loudly when trip enquiries will not reach the business (no or partial GATSBY_EMAILJS_* settings).
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const warning = buildWarning()
  if (warning) reporter.warn(warning)
}

export const onCreateWebpackConfig = patchWebpackConfig

// The editing screen at /admin/ (Decap CMS, configured from content/schemas/), for develop and build.
export { onPreBootstrap, onCreateDevServer } from "./plugins/cms/lib/gatsby-hooks"

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  try {
    const log = postBuild(path.join(store.getState().program.directory, "public"), store.getState().config.siteMetadata.siteUrl)
    log.forEach((line) => reporter.info(line))
  } catch (error) {
    reporter.panic((error as Error).message)
  }
}
