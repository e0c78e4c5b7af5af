// @ts-check
// `npm run scale -- N DIR [--force]`: writes into DIR a copy of the project whose content is N times today's (N ×
// the safaris, each with its page, the FAQs, the testimonials and the gallery's photographs, each a file of its
// own), which `npx gatsby build` in DIR builds. For measuring growth (`npm run bench -- --scale 10`), not for
// deploying: the copies' words say "(copy K)".
import path from "node:path"
import { fileURLToPath } from "node:url"
import { ScaleArgumentError, parseScaleArgs, scaleProject } from "./scale-project.mjs"

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

try {
  const { times, dir, force } = parseScaleArgs(process.argv.slice(2), { projectRoot })
  console.log(`Writing the project with ${times} times today's content into ${dir}…`)
  await scaleProject({ projectRoot, times, dir, force })
  console.log(`Done. Build it with: cd ${dir} && npx gatsby build`)
} catch (error) {
  if (!(error instanceof ScaleArgumentError)) throw error
  console.error(`npm run scale: ${error.message}`)
  process.exitCode = 2
}
