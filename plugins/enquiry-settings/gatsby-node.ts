import type { GatsbyNode } from "gatsby"
import { buildWarning } from "./settings-check"

/** Says loudly when trip enquiries will not reach the business (no or partial GATSBY_EMAILJS_* settings). */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const warning = buildWarning()
  if (warning) reporter.warn(warning)
}
