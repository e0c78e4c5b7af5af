import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout"

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-GB" })
}
