/**
 * @jest-environment node
 */
// Each id of GATSBY_PATCHES_OFF leaves its patch out of what the build emits, where the patch is applied, and
// leaves every other patch in.
import * as React from "react"
import fs from "node:fs"
import path from "node:path"
import { patchWebpackConfig } from "../../../plugins/reproducible-build/webpack"
import { orderPageStylesheets } from "../../../plugins/page-styles/stylesheet-order"
import { postBuild } from "../../../plugins/static-host/post-build"
import { onRenderBody } from "../../../gatsby-ssr"
import { EARLY_CLICKS_SCRIPT } from "../../../plugins/hydration/early-clicks-script"
import { builtSite } from "./built-site-fixture"

const saved = process.env.GATSBY_PATCHES_OFF
const switchOff = (ids: string) => {
  process.env.GATSBY_PATCHES_OFF = ids
}
afterEach(() => {
  if (saved === undefined) delete process.env.GATSBY_PATCHES_OFF
  else process.env.GATSBY_PATCHES_OFF = saved
})

describe("the browser bundle's webpack configuration (plugins/reproducible-build/webpack.ts)", () => {
  const gatsbysStyles = { test: "Gatsby's own", name: "styles" }
  /** The configuration the build-javascript stage ends with. */
  function patched() {
    class TerserPlugin {}
    const config = {
      plugins: [] as unknown[],
      optimization: { splitChunks: { cacheGroups: { styles: gatsbysStyles } }, minimizer: [new TerserPlugin()] as unknown[] },
    }
    const replaceWebpackConfig = jest.fn()
    const args = {
      stage: "build-javascript",
      getConfig: () => config,
      actions: { replaceWebpackConfig },
      plugins: { define: (values: object) => ({ define: values }), minifyJs: () => new TerserPlugin() },
    }
    ;(patchWebpackConfig as (args: unknown) => void)(args)
    const result = replaceWebpackConfig.mock.calls[0][0] as typeof config
    return {
      pageStyles: result.optimization.splitChunks.cacheGroups.styles !== gatsbysStyles,
      hydrateAsTransition: (result.plugins.find((plugin) => (plugin as { define?: object }).define) as { define: Record<string, string> }).define
        .__HYDRATE_AS_TRANSITION__,
    }
  }

  it("has every patch with none switched off", () => {
    expect(patched()).toEqual({ pageStyles: true, hydrateAsTransition: "true" })
  })
  it.each([
    ["page-styles", { pageStyles: false, hydrateAsTransition: "true" }],
    ["hydrate-transition", { pageStyles: true, hydrateAsTransition: "false" }],
  ])("leaves out %s alone", (id, expected) => {
    switchOff(id)
    expect(patched()).toEqual(expected)
  })
})

describe("the head of every page (gatsby-ssr.tsx onRenderBody)", () => {
  const head = () => {
    const setHeadComponents = jest.fn()
    ;(onRenderBody as (args: unknown) => void)({ setHtmlAttributes: jest.fn(), setHeadComponents })
    const components = setHeadComponents.mock.calls[0][0] as React.ReactElement<{ rel?: string; dangerouslySetInnerHTML?: { __html: string } }>[]
    return {
      earlyClicks: components.some((element) => element.props.dangerouslySetInnerHTML?.__html === EARLY_CLICKS_SCRIPT),
      fontPreloads: components.filter((element) => element.props.rel === "preload").length,
    }
  }

  it("has the early-clicks script and three font preloads with none switched off", () => {
    expect(head()).toEqual({ earlyClicks: true, fontPreloads: 3 })
  })
  it("leaves out early-clicks alone", () => {
    switchOff("early-clicks")
    expect(head()).toEqual({ earlyClicks: false, fontPreloads: 3 })
  })
  it("leaves out font-preloads alone", () => {
    switchOff("font-preloads")
    expect(head()).toEqual({ earlyClicks: true, fontPreloads: 0 })
  })
})

describe("the head's stylesheets (stylesheet-order.ts onPreRenderHTML)", () => {
  const sheet = (href: string) => <style key={href} data-href={href} />
  const ordered = () => {
    const replaceHeadComponents = jest.fn()
    const head = [sheet("/component---src-pages-trip-tsx.1.css"), sheet("/styles.2.css"), sheet("/app.3.css")]
    ;(orderPageStylesheets as (args: unknown) => void)({ getHeadComponents: () => head, replaceHeadComponents, pathname: "/trip" })
    return replaceHeadComponents.mock.calls.map(([components]) =>
      (components as React.ReactElement<{ "data-href": string }>[]).map((node) => node.props["data-href"])
    )
  }

  it("puts them in cascade order with page-styles on", () => {
    expect(ordered()).toEqual([["/app.3.css", "/styles.2.css", "/component---src-pages-trip-tsx.1.css"]])
  })
  it("leaves them as Gatsby wrote them with page-styles off", () => {
    switchOff("page-styles")
    expect(ordered()).toEqual([])
  })
})

describe("the built pages (plugins/static-host/post-build.ts)", () => {
  let dir: string
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  const page = () => fs.readFileSync(path.join(dir, "about/index.html"), "utf8")

  it("fetch Gatsby's scripts after the first paint with after-paint on", () => {
    dir = builtSite()
    postBuild(dir, "https://example.org")
    expect(page()).toMatch(/<script id="after-paint" data-scripts=/)
    expect(page()).not.toMatch(/<script src=/)
  })
  it("keep Gatsby's script tags as Gatsby wrote them with after-paint off", () => {
    dir = builtSite()
    switchOff("after-paint")
    postBuild(dir, "https://example.org")
    expect(page()).not.toMatch(/id="after-paint"/)
    expect(page()).toMatch(/<script src="\/app-3\.js" async><\/script>/)
  })
})
