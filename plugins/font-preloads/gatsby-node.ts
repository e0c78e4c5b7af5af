import fs from "fs"
import path from "path"
import { builtPages } from "../built-site/built-files.mjs"
import { postBuildStep } from "../built-site/post-build-step"
import { checkFontPreloads } from "./font-preloads"

/** Every built page preloads fonts its own CSS uses (font-preloads.tsx); one that does not stops the build. */
export const onPostBuild = postBuildStep((publicDir) => {
  for (const file of builtPages(publicDir)) checkFontPreloads(fs.readFileSync(file, "utf8"), path.relative(publicDir, file))
  return []
})
