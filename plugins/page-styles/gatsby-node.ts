import type { GatsbyNode } from "gatsby"
import { withPageStyles } from "./page-styles"
import { withShortClassNames } from "./class-names"

/**
 * Each page inlines only the stylesheets its own components need (page-styles.ts), in the browser bundle; the
 * production build's class names are short (class-names.ts), in the browser bundle and the HTML renderer alike.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "build-javascript") actions.replaceWebpackConfig(withShortClassNames(withPageStyles(getConfig())))
  if (stage === "build-html") actions.replaceWebpackConfig(withShortClassNames(getConfig()))
}
