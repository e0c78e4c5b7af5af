/**
 * @jest-environment node
 */
// Switching a patch off is configuration: gatsby-config.ts leaves its plugin out, or sets its option, for each name in
// GATSBY_PATCHES_OFF (the ablation bench), and each plugin's hooks then leave that patch, and only that one, out of
// what the build emits.
import * as React from "react"
import fs from "node:fs"
import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { onCreateWebpackConfig as pageStylesWebpack } from "../../../plugins/page-styles/gatsby-node"
import { onCreateWebpackConfig as hydrationWebpack } from "../../../plugins/hydration/gatsby-node"
import { onCreateWebpackConfig as reproducibleWebpack, onPostBuild as reproduciblePostBuild } from "../../../plugins/reproducible-build/gatsby-node"
import { onPreRenderHTML as pageStylesPreRender } from "../../../plugins/page-styles/gatsby-ssr"
import { onRenderBody as hydrationRenderBody } from "../../../plugins/hydration/gatsby-ssr"
import { onRenderBody as fontPreloadsRenderBody } from "../../../plugins/font-preloads/gatsby-ssr"
import { onPostBuild as afterPaintPostBuild } from "../../../plugins/after-paint/gatsby-node"
import { EARLY_CLICKS_SCRIPT } from "../../../plugins/hydration/early-clicks-script"
import { builtSite, removeBuiltSite } from "./built-site-fixture"
import { postBuildArgs } from "./post-build-args"

type Hook = (args: unknown, options: object) => void
const call = (hook: unknown, args: unknown, options: object = {}) => (hook as Hook)(args, { plugins: [], ...options })

describe("gatsby-config.ts's plugin list", () => {
  const saved = process.env.GATSBY_PATCHES_OFF
  afterEach(() => {
    if (saved === undefined) delete process.env.GATSBY_PATCHES_OFF
    else process.env.GATSBY_PATCHES_OFF = saved
  })
  /** The site's own plugins, in order, each with its options, as gatsby-config.ts lists them for GATSBY_PATCHES_OFF=`off`. */
  const localPlugins = (off: string) => {
    process.env.GATSBY_PATCHES_OFF = off
    let config: GatsbyConfig | undefined
    jest.spyOn(console, "warn").mockImplementation(() => {})
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded again for each value of the variable
      config = require("../../../gatsby-config").default
    })
    return (config!.plugins ?? [])
      .map((plugin) => (typeof plugin === "string" ? { resolve: plugin, options: undefined } : plugin))
      .filter(({ resolve }) => fs.existsSync(path.join(__dirname, "../../../plugins", resolve)))
  }
  const all = [
    { resolve: "missing-photographs", options: undefined },
    { resolve: "image-encoding", options: undefined },
    { resolve: "content-model", options: undefined },
    { resolve: "cms", options: undefined },
    { resolve: "enquiry-settings", options: undefined },
    { resolve: "departure-calendars", options: undefined },
    { resolve: "journal-feed", options: undefined },
    { resolve: "reproducible-build", options: undefined },
    { resolve: "page-styles", options: undefined },
    { resolve: "hydration", options: { transition: true, earlyClicks: true } },
    { resolve: "font-preloads", options: undefined },
    { resolve: "after-paint", options: undefined },
    { resolve: "static-host", options: undefined },
  ]

  it("lists every local plugin, in the order their hooks must run, with every patch on", () => {
    expect(localPlugins("")).toEqual(all)
  })
  it.each(["page-styles", "font-preloads", "after-paint"])("leaves out the %s plugin alone", (id) => {
    expect(localPlugins(id)).toEqual(all.filter(({ resolve }) => resolve !== id))
  })
  it.each([
    ["hydrate-transition", { transition: false, earlyClicks: true }],
    ["early-clicks", { transition: true, earlyClicks: false }],
  ])("switches %s off in the hydration plugin's options alone", (id, options) => {
    expect(localPlugins(id)).toEqual(all.map((plugin) => (plugin.resolve === "hydration" ? { ...plugin, options } : plugin)))
  })
  it("stops the build on a name that is not a switchable patch", () => {
    expect(() => localPlugins("page-style")).toThrow(/page-style is not a patch that can be switched off/)
  })
})

describe("the browser bundle's webpack configuration", () => {
  const gatsbysStyles = { test: "Gatsby's own", name: "styles" }
  /** The configuration the build-javascript stage ends with, after the given plugins' onCreateWebpackConfig. */
  function patched(hooks: Array<[unknown, object?]>) {
    class TerserPlugin {}
    // Gatsby's rule for CSS Modules, as its webpack-utils writes it (with its readable class names).
    const cssModules = {
      loader: "/project/node_modules/css-loader/dist/cjs.js",
      options: { modules: { localIdentName: "[name]--[local]--[hash:hex:5]" } },
    }
    let config: Record<string, unknown> & {
      plugins: unknown[]
      module: { rules: Array<{ test: RegExp; use: Array<typeof cssModules> }> }
      optimization: { splitChunks: { cacheGroups: { styles: unknown } } }
    } = {
      plugins: [],
      module: { rules: [{ test: /\.module\.css$/, use: [cssModules] }] },
      optimization: { splitChunks: { cacheGroups: { styles: gatsbysStyles } }, minimizer: [new TerserPlugin()] } as never,
    }
    const actions = {
      replaceWebpackConfig: (next: typeof config) => (config = next),
      setWebpackConfig: (part: { plugins: unknown[] }) => (config = { ...config, plugins: [...config.plugins, ...part.plugins] }),
    }
    const args = {
      stage: "build-javascript",
      getConfig: () => config,
      actions,
      plugins: { define: (values: object) => ({ define: values }), minifyJs: () => new TerserPlugin() },
    }
    for (const [hook, options] of hooks) call(hook, args, options)
    const defined = config.plugins.find((plugin) => (plugin as { define?: object }).define) as { define: Record<string, string> } | undefined
    const cssOptions = config.module.rules[0].use[0].options.modules as { getLocalIdent?: unknown }
    return {
      pageStyles: config.optimization.splitChunks.cacheGroups.styles !== gatsbysStyles && typeof cssOptions.getLocalIdent === "function",
      hydrateAsTransition: defined?.define.__HYDRATE_AS_TRANSITION__,
    }
  }

  it("has every patch with every plugin listed", () => {
    expect(patched([[reproducibleWebpack], [pageStylesWebpack], [hydrationWebpack]])).toEqual({ pageStyles: true, hydrateAsTransition: "true" })
  })
  it("keeps Gatsby's styles chunk without the page-styles plugin", () => {
    expect(patched([[reproducibleWebpack], [hydrationWebpack]])).toEqual({ pageStyles: false, hydrateAsTransition: "true" })
  })
  it("hydrates in one task with the hydration plugin's transition off", () => {
    expect(patched([[reproducibleWebpack], [pageStylesWebpack], [hydrationWebpack, { transition: false }]])).toEqual({
      pageStyles: true,
      hydrateAsTransition: "false",
    })
  })
})

describe("the head of every page (the plugins' onRenderBody)", () => {
  const head = (earlyClicks?: boolean) => {
    const setHeadComponents = jest.fn()
    call(hydrationRenderBody, { setHeadComponents }, earlyClicks === undefined ? {} : { earlyClicks })
    call(fontPreloadsRenderBody, { setHeadComponents })
    const components = setHeadComponents.mock.calls.flat(2) as React.ReactElement<{ rel?: string; dangerouslySetInnerHTML?: { __html: string } }>[]
    return {
      earlyClicks: components.some((element) => element.props.dangerouslySetInnerHTML?.__html === EARLY_CLICKS_SCRIPT),
      fontPreloads: components.filter((element) => element.props.rel === "preload").length,
    }
  }

  it("has the early-clicks script and three font preloads by default", () => {
    expect(head()).toEqual({ earlyClicks: true, fontPreloads: 3 })
  })
  it("leaves out the early-clicks script alone with the hydration plugin's earlyClicks off", () => {
    expect(head(false)).toEqual({ earlyClicks: false, fontPreloads: 3 })
  })
})

describe("the head's stylesheets (the page-styles plugin's onPreRenderHTML)", () => {
  const sheet = (href: string) => <style key={href} data-href={href} />
  it("puts them in cascade order", () => {
    const replaceHeadComponents = jest.fn()
    const head = [sheet("/component---src-pages-trip-tsx.1.css"), sheet("/styles.2.css"), sheet("/app.3.css")]
    call(pageStylesPreRender, { getHeadComponents: () => head, replaceHeadComponents, pathname: "/trip" })
    const order = (replaceHeadComponents.mock.calls[0][0] as React.ReactElement<{ "data-href": string }>[]).map((node) => node.props["data-href"])
    expect(order).toEqual(["/app.3.css", "/styles.2.css", "/component---src-pages-trip-tsx.1.css"])
  })
})

describe("the built pages (onPostBuild)", () => {
  let dir: string
  afterEach(() => removeBuiltSite(dir))
  const page = () => fs.readFileSync(path.join(dir, "about/index.html"), "utf8")

  it("fetch Gatsby's scripts after the first paint with the after-paint plugin listed", () => {
    dir = builtSite()
    call(reproduciblePostBuild, postBuildArgs(dir).args)
    call(afterPaintPostBuild, postBuildArgs(dir).args)
    expect(page()).toMatch(/<script id="after-paint" data-scripts=/)
    expect(page()).not.toMatch(/<script src=/)
  })
  it("keep Gatsby's script tags as Gatsby wrote them without it", () => {
    dir = builtSite()
    call(reproduciblePostBuild, postBuildArgs(dir).args)
    expect(page()).not.toMatch(/id="after-paint"/)
    expect(page()).toMatch(/<script src="\/app-3\.js" async><\/script>/)
  })
})
