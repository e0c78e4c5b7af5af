// Build-time only (gatsby-node onPreBuild): says clearly when enquiries will not reach the business.
import fs from "fs"
import path from "path"
import { settingsWarning, type RawSettings } from "../../src/enquiry/settings"

/** KEY=VALUE lines of a .env file, as Gatsby reads them (comments and blank lines skipped, quotes removed). */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match || line.trimStart().startsWith("#")) continue
    values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, "$2")
  }
  return values
}

/** The GATSBY_EMAILJS_* settings this build will bake in: the environment wins over .env.<environment>, as in Gatsby. */
export function buildTimeSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): RawSettings {
  const activeEnv = env.GATSBY_ACTIVE_ENV || env.NODE_ENV || "production"
  let file: Record<string, string> = {}
  try {
    file = parseEnvFile(fs.readFileSync(path.join(cwd, `.env.${activeEnv}`), "utf8"))
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
