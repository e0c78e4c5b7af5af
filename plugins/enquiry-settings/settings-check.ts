// Build-time only (gatsby-node onPreBuild): says clearly when enquiries will not reach the business.
import fs from "fs"
import path from "path"
import { parse } from "dotenv"
import { settingsWarning, type RawSettings } from "../../src/enquiry/settings"

/**
 * The GATSBY_EMAILJS_* settings this build will bake in: the environment wins over .env.<environment>, which is read
 * with dotenv's parser, the one Gatsby itself bakes the file in with (gatsby/dist/utils/webpack.config.js), so
 * that a line Gatsby skips is skipped here too.
 */
export function buildTimeSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): RawSettings {
  const activeEnv = env.GATSBY_ACTIVE_ENV || env.NODE_ENV || "production"
  let file: Record<string, string> = {}
  try {
    file = parse(fs.readFileSync(path.join(cwd, `.env.${activeEnv}`), "utf8"))
  } catch {
    // No .env file: the environment alone decides.
  }
  const value = (name: string) => env[name] ?? file[name]
  return {
    publicKey: value("GATSBY_EMAILJS_PUBLIC_KEY"),
    serviceId: value("GATSBY_EMAILJS_SERVICE_ID"),
    templateId: value("GATSBY_EMAILJS_TEMPLATE_ID"),
    origin: value("GATSBY_EMAILJS_ORIGIN"),
  }
}

export function buildWarning(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | null {
  return settingsWarning(buildTimeSettings(env, cwd))
}
