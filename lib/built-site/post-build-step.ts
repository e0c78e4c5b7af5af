import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import type { Redirect } from "../host-rules/redirects.mjs"
import { stepMemory, type StepMemory } from "./step-memory.mjs"
import { createdRedirects, projectDirectory, siteUrl } from "../gatsby-internals.mjs"

/**
 * What the build made besides the files: the redirects the plugins created (createRedirect); and the step's memory
 * of the files it did in the last build (step-memory.mjs), opened under the key its output depends on, kept once the
 * step has gone through.
 */
export type BuiltState = { readonly redirects: ReadonlyArray<Redirect>; readonly memory: (key: string) => StepMemory }

/**
 * A plugin's onPostBuild from a step on the built site's folder: the lines it returns go to the build log; what it
 * throws (a patch that no longer applies, naming page and patch) stops the build.
 */
export const postBuildStep =
  (
    step: (publicDir: string, siteUrl: string, options: PluginOptions, built: BuiltState) => string[] | Promise<string[]>
  ): GatsbyNode["onPostBuild"] =>
  async ({ store, reporter, cache }, options) => {
    let opened: StepMemory | undefined
    const memory = (key: string) => (opened = stepMemory(path.join(cache.directory, "post-build-step.json"), key))
    try {
      const lines = await step(path.join(projectDirectory(store), "public"), siteUrl(store), options, { redirects: createdRedirects(store), memory })
      lines.forEach((line) => reporter.info(line))
      opened?.save()
    } catch (error) {
      reporter.panic((error as Error).message)
    }
  }
