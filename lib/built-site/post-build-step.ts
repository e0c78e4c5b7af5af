import path from "path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import type { Redirect } from "../host-rules/redirects.mjs"
import { stepMemory, type StepMemory } from "./step-memory.mjs"
import { createdRedirects, forgetJobsOn, projectDirectory, siteUrl } from "../gatsby-internals.mjs"

/**
 * What the build made besides the files: the redirects the plugins created (createRedirect); and the step's memory
 * of the files it did in the last build (step-memory.mjs), opened under the key its output depends on, kept once the
 * step has gone through. And, for a step that removes photographs' folders from public/static (each named after its
 * photograph's digest), Gatsby's memory of the jobs that wrote them dropped, so that they are written again if a page
 * asks for them again: returns how many jobs were forgotten.
 */
export type BuiltState = {
  readonly redirects: ReadonlyArray<Redirect>
  readonly memory: (key: string) => StepMemory
  readonly forgetImageJobs: (folders: ReadonlyArray<string>) => number
}

/**
 * A plugin's onPostBuild from a step on the built site's folder: the lines it returns go to the build log; what it
 * throws (a patch that no longer applies, naming page and patch) stops the build.
 */
export const postBuildStep =
  (
    step: (publicDir: string, siteUrl: string, options: PluginOptions, built: BuiltState) => string[] | Promise<string[]>
  ): GatsbyNode["onPostBuild"] =>
  async ({ store, reporter, cache, getNodesByType }, options) => {
    let opened: StepMemory | undefined
    const memory = (key: string) => (opened = stepMemory(path.join(cache.directory, "post-build-step.json"), key))
    const forgetImageJobs = (folders: ReadonlyArray<string>) => {
      const digests = new Set(folders)
      const files = getNodesByType("File").filter((file) => digests.has(file.internal.contentDigest))
      return forgetJobsOn(store, new Set(files.map((file) => String(file.absolutePath))))
    }
    try {
      const built = { redirects: createdRedirects(store), memory, forgetImageJobs }
      const lines = await step(path.join(projectDirectory(store), "public"), siteUrl(store), options, built)
      lines.forEach((line) => reporter.info(line))
      opened?.save()
    } catch (error) {
      reporter.panic((error as Error).message)
    }
  }
