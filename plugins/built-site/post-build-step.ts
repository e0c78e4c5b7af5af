import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import type { Redirect } from "../static-host/redirects.mjs"

/** What the build made besides the files: the redirects the plugins created (createRedirect). */
export type BuiltState = { readonly redirects: ReadonlyArray<Redirect> }

/**
 * A plugin's onPostBuild from a step on the built site's folder: the lines it returns go to the build log; what it
 * throws (a patch that no longer applies, naming page and patch) stops the build.
 */
export const postBuildStep =
  (step: (publicDir: string, siteUrl: string, options: PluginOptions, built: BuiltState) => string[]): GatsbyNode["onPostBuild"] =>
  ({ store, reporter }, options) => {
    const { program, config, redirects } = store.getState()
    try {
      step(path.join(program.directory, "public"), config.siteMetadata.siteUrl, options, { redirects }).forEach((line) => reporter.info(line))
    } catch (error) {
      reporter.panic((error as Error).message)
    }
  }
