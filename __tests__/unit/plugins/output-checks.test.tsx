/**
 * @jest-environment node
 */
// No silent no-op: when Gatsby's output is no longer what a patch expects, the build stops, naming the patch and the
// page (or bundle). Each check is run on output as Gatsby 5 writes it, and on that output changed the way it may change.
import * as React from "react"
import fs from "node:fs"
import path from "node:path"
import { checkEarlyClicks } from "../../../plugins/hydration/early-clicks"
import { checkFontPreloads } from "../../../plugins/font-preloads/font-preloads"
import { checkHydrationHooks } from "../../../plugins/hydration/hydration-hooks"
import { checkPageStylesheets, orderPageStylesheets } from "../../../plugins/page-styles/stylesheet-order"
import { withPageStyles } from "../../../plugins/page-styles/page-styles"
import { onPostBuild as hydrationPostBuild } from "../../../plugins/hydration/gatsby-node"
import { onPostBuild as fontPreloadsPostBuild } from "../../../plugins/font-preloads/gatsby-node"
import { renderWhole } from "../../../plugins/reproducible-build/render-to-string"
import { onRenderBody } from "../../../plugins/reproducible-build/gatsby-ssr"
import { postBuildArgs } from "./post-build-args"
import { EARLY_CLICKS_SCRIPT } from "../../../plugins/hydration/early-clicks-script"
import { APP_BUNDLE, FONT, builtSite, gatsbyPage, removeBuiltSite } from "./built-site-fixture"

const page = gatsbyPage("/about")
const earlyClicksTag = `<script>${EARLY_CLICKS_SCRIPT}</script>`
const fontPreloadTag = /<link rel="preload"[^>]*>/

describe("early-clicks", () => {
  it("passes a page with the script in its head, before any button", () => {
    expect(() => checkEarlyClicks(page, "about/index.html")).not.toThrow()
  })
  it("stops the build when the script is missing, out of the head, or after a button", () => {
    expect(() => checkEarlyClicks(page.replace(earlyClicksTag, ""), "about/index.html")).toThrow(
      /^early-clicks \(the hydration plugin\): about\/index\.html: found no early-clicks script; Gatsby's output has changed$/
    )
    const inBody = page.replace(earlyClicksTag, "").replace("</body>", `${earlyClicksTag}</body>`)
    expect(() => checkEarlyClicks(inBody, "trip/index.html")).toThrow(
      /early-clicks .*trip\/index\.html: the early-clicks script is not in the <head>/
    )
    const afterButton = page.replace("<head>", '<head><button type="button">Early</button>')
    expect(() => checkEarlyClicks(afterButton, "faqs/index.html")).toThrow(/faqs\/index\.html: a button comes before the early-clicks script/)
  })
})

describe("font-preloads", () => {
  it("passes a page whose preloaded fonts its inlined @font-face rules use", () => {
    expect(() => checkFontPreloads(page, "about/index.html")).not.toThrow()
  })
  it("stops the build when the page preloads no font", () => {
    expect(() => checkFontPreloads(page.replace(fontPreloadTag, ""), "about/index.html")).toThrow(
      /^font-preloads \(the font-preloads plugin\): about\/index\.html: found no font preload in the <head>/
    )
  })
  it("stops the build when the CSS names the font file otherwise (a second download, not an early one)", () => {
    const renamed = page.replace(`url(${FONT})`, "url(/static/body-2.woff2)")
    expect(() => checkFontPreloads(renamed, "gallery/index.html")).toThrow(
      /gallery\/index\.html: preloads \/static\/body-1\.woff2, which no @font-face/
    )
  })
})

describe("page-styles: the cascade order of a page's inlined stylesheets", () => {
  const sheet = (href: string) => <style key={href} data-href={href} />
  it("passes the app's, the shared and the page's own stylesheets", () => {
    expect(() =>
      checkPageStylesheets([sheet("/component---src-pages-trip-tsx.1.css"), sheet("/styles.2.css"), sheet("/app.3.css")], "/trip")
    ).not.toThrow()
    expect(() => checkPageStylesheets([sheet("/app.3.css")], "/success")).not.toThrow()
  })
  it("stops the build when Gatsby inlines no stylesheet, none of the app's, or one of a chunk it does not know", () => {
    const linked = <link key="app" rel="stylesheet" href="/app.3.css" />
    expect(() => checkPageStylesheets([linked], "/trip")).toThrow(
      /^page-styles \(the page-styles plugin\): \/trip: inlines no stylesheet as a <style data-href>/
    )
    expect(() => checkPageStylesheets([sheet("/styles.2.css")], "/about")).toThrow(/\/about: inlines no stylesheet of the app chunk/)
    expect(() => checkPageStylesheets([sheet("/app.3.css"), sheet("/commons.4.css")], "/faqs")).toThrow(
      /\/faqs: inlines \/commons\.4\.css, of none of/
    )
  })
  it("is run on every page the production renderer writes, with page-styles on", () => {
    const args = { getHeadComponents: () => [sheet("/styles.2.css")], replaceHeadComponents: jest.fn(), pathname: "/gallery" }
    process.env.BUILD_STAGE = "build-html"
    try {
      expect(() => (orderPageStylesheets as (args: unknown) => void)(args)).toThrow(
        /^page-styles .*\/gallery: inlines no stylesheet of the app chunk/
      )
    } finally {
      delete process.env.BUILD_STAGE
    }
  })
  it("leaves gatsby develop alone, whose pages link their stylesheets rather than inline them", () => {
    const linked = <link key="app" rel="stylesheet" href="/commons.css" />
    process.env.BUILD_STAGE = "develop-html"
    try {
      expect(() =>
        (orderPageStylesheets as (args: unknown) => void)({ getHeadComponents: () => [linked], replaceHeadComponents: jest.fn(), pathname: "/" })
      ).not.toThrow()
    } finally {
      delete process.env.BUILD_STAGE
    }
  })
  it("stops the build when Gatsby's webpack configuration has no styles cache group to replace", () => {
    expect(() => withPageStyles({ optimization: { splitChunks: { cacheGroups: { default: {} } } } })).toThrow(
      /^page-styles \(the page-styles plugin\): Gatsby's webpack configuration has no styles cache group/
    )
    const config = { optimization: { splitChunks: { cacheGroups: { styles: { name: "styles" } } } } }
    expect(withPageStyles(config).optimization.splitChunks.cacheGroups.styles).toMatchObject({ name: "styles", minChunks: 3 })
  })
})

describe("hydrate-transition and early-clicks: the hooks Gatsby's runtime calls", () => {
  let dir: string
  afterEach(() => removeBuiltSite(dir))
  it("passes an app bundle that calls replaceHydrateFunction and onInitialClientRender", () => {
    dir = builtSite()
    expect(() => checkHydrationHooks(dir)).not.toThrow()
  })
  it("stops the build, naming the bundle, when Gatsby's runtime no longer calls one of them", () => {
    dir = builtSite()
    fs.writeFileSync(path.join(dir, "app-3.js"), APP_BUNDLE.replace('("replaceHydrateFunction"', '("hydrateRoot"'))
    expect(() => checkHydrationHooks(dir)).toThrow(
      /^hydrate-transition, early-clicks \(the hydration plugin\): app-3\.js: Gatsby's runtime no longer calls replaceHydrateFunction/
    )
  })
})

describe("render-to-string: every page of the build rendered whole", () => {
  const saved = process.env.BUILD_STAGE
  afterEach(() => {
    if (saved === undefined) delete process.env.BUILD_STAGE
    else process.env.BUILD_STAGE = saved
  })
  const renderBody = (pathname: string) => (onRenderBody as (args: unknown) => void)({ pathname })

  it("passes a page that replaceRenderer rendered, and stops the build on one it did not render", () => {
    process.env.BUILD_STAGE = "build-html"
    const replaceBodyHTMLString = jest.fn()
    ;(renderWhole as (args: unknown) => void)({ bodyComponent: <p>Over £2,000</p>, replaceBodyHTMLString, pathname: "/trip" })
    expect(replaceBodyHTMLString).toHaveBeenCalledWith("<p>Over £2,000</p>")
    expect(() => renderBody("/trip")).not.toThrow()
    expect(() => renderBody("/faqs")).toThrow(
      /^render-to-string \(the reproducible-build plugin\): \/faqs: was not rendered by replaceRenderer; Gatsby's output has changed$/
    )
  })
  it("leaves gatsby develop, which renders no body, unchecked", () => {
    process.env.BUILD_STAGE = "develop-html"
    expect(() => renderBody("/faqs")).not.toThrow()
  })
})

describe("the checks after the build (the plugins' onPostBuild)", () => {
  let dir: string
  afterEach(() => removeBuiltSite(dir))
  /** The messages a plugin's onPostBuild stops the build with, given its options. */
  const stops = (hook: unknown, options: object = {}) => {
    const { args, panic } = postBuildArgs(dir)
    ;(hook as (args: unknown, options: object) => void)(args, { plugins: [], ...options })
    return panic.mock.calls.map(([message]) => message as string)
  }

  it("stop the build on a page without the early-clicks script, unless the hydration plugin's earlyClicks is off", () => {
    dir = builtSite((pagePath) => (pagePath === "/about" ? gatsbyPage(pagePath).replace(earlyClicksTag, "") : gatsbyPage(pagePath)))
    expect(stops(hydrationPostBuild)).toEqual([expect.stringMatching(/^early-clicks .*: about\/index\.html: found no early-clicks script/)])
    expect(stops(hydrationPostBuild, { earlyClicks: false })).toEqual([])
  })

  it("stop the build on a page without a font preload (the font-preloads plugin, when listed)", () => {
    dir = builtSite((pagePath) => (pagePath === "/about" ? gatsbyPage(pagePath).replace(fontPreloadTag, "") : gatsbyPage(pagePath)))
    expect(stops(fontPreloadsPostBuild)).toEqual([expect.stringMatching(/^font-preloads .*: about\/index\.html: found no font preload/)])
  })

  it("stop the build when the app bundle no longer calls the hydration hooks, unless both options that need them are off", () => {
    dir = builtSite()
    fs.writeFileSync(path.join(dir, "app-3.js"), '(0,o.N)("onInitialClientRender")')
    const check = (options: object) => stops(hydrationPostBuild, options)
    expect(check({})).toEqual([expect.stringMatching(/^hydrate-transition, early-clicks .*replaceHydrateFunction/)])
    expect(check({ transition: false })).toEqual([expect.stringMatching(/replaceHydrateFunction/)])
    expect(check({ transition: false, earlyClicks: false })).toEqual([])
  })
})
