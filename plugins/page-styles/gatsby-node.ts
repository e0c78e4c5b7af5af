import type { GatsbyNode } from "gatsby"
import { withPageStyles } from "./page-styles"

/** Each page inlines only the stylesheets its own components need (page-styles.ts), in the browser bundle. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "build-javascript") actions.replaceWebpackConfig(withPageStyles(getConfig()))
}
