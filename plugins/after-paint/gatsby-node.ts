import fs from "fs"
import path from "path"
import { builtPages } from "../built-site/built-files.mjs"
import { postBuildStep } from "../built-site/post-build-step"
import { runScriptsAfterPaint } from "./after-paint-scripts.mjs"

/** Every page fetches Gatsby's scripts after its first paint (after-paint-scripts.mjs), before static-host hashes its inline scripts. */
export const onPostBuild = postBuildStep((publicDir) => {
  const pages = builtPages(publicDir)
  for (const file of pages) fs.writeFileSync(file, runScriptsAfterPaint(fs.readFileSync(file, "utf8"), path.relative(publicDir, file)))
  return [`${pages.length} pages: scripts fetched after the first paint`]
})
