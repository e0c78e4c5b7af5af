import type { GatsbyNode } from "gatsby"
import { withPageStyles } from "./page-styles.js"

/** Each page inlines only the stylesheets its own components need (page-styles.js), in the browser bundle. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "build-javascript") actions.replaceWebpackConfig(withPageStyles(getConfig()))
}
