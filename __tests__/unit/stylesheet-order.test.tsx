import * as React from "react"
import { inCascadeOrder } from "../../src/lib/stylesheet-order"

const sheet = (href: string) => <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: "" }} />
const hrefs = (nodes: React.ReactNode[]) =>
  nodes.map((node) => (React.isValidElement<{ "data-href"?: string; name?: string }>(node) ? node.props["data-href"] ?? node.props.name : node))

describe("the inlined stylesheets of a page's head", () => {
  it("come as the app's, the shared components', then the page's own, whatever order Gatsby gave them", () => {
    const head = [sheet("/component---src-pages-trip-tsx.1.css"), sheet("/styles.2.css"), sheet("/app.3.css")]
    expect(hrefs(inCascadeOrder(head))).toEqual(["/app.3.css", "/styles.2.css", "/component---src-pages-trip-tsx.1.css"])
  })

  it("leave every other element of the head where it was", () => {
    const meta = <meta key="description" name="description" />
    const preload = <link key="font" rel="preload" />
    const head = [sheet("/component---src-pages-index-tsx.1.css"), meta, sheet("/app.3.css"), preload, "text"]
    expect(hrefs(inCascadeOrder(head))).toEqual(["/app.3.css", "description", "/component---src-pages-index-tsx.1.css", undefined, "text"])
    expect(inCascadeOrder(head)[3]).toBe(preload)
  })

  it("keep a page without stylesheets of its own as it was", () => {
    const head = [sheet("/app.3.css"), sheet("/styles.2.css")]
    expect(inCascadeOrder(head)).toEqual(head)
  })
})
