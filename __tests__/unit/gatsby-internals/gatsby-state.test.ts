/** @jest-environment node */
import type { NodePluginArgs } from "gatsby"
import { buildStage, createdRedirects, executingCommand, projectDirectory, siteUrl } from "../../../lib/gatsby-internals.mjs"

// What the plugins read of Gatsby's store and environment, as Gatsby 5 holds them; a store without one of them stops
// the build at the hook that reads it, naming the module to change.
const storeOf = (state: object) => ({ getState: () => state }) as unknown as NodePluginArgs["store"]

test("reads the project's folder, the siteUrl and the redirects created from Gatsby's store", () => {
  const redirects = [{ fromPath: "/safaris/winter", toPath: "/safaris/222", isPermanent: true }]
  const store = storeOf({ program: { directory: "/site" }, config: { siteMetadata: { siteUrl: "https://example.org" } }, redirects })
  expect(projectDirectory(store)).toBe("/site")
  expect(siteUrl(store)).toBe("https://example.org")
  expect(createdRedirects(store)).toBe(redirects)
})

test("stops, naming itself and what it missed, when Gatsby's store no longer holds it there", () => {
  expect(() => projectDirectory(storeOf({ program: {} }))).toThrow(/lib\/gatsby-internals\.mjs: Gatsby's store has no program\.directory/)
  expect(() => projectDirectory(storeOf({}))).toThrow(/no program\.directory/)
  expect(() => siteUrl(storeOf({ config: {} }))).toThrow(/no config\.siteMetadata\.siteUrl/)
  expect(() => createdRedirects(storeOf({ redirects: new Map() }))).toThrow(/no redirects/)
})

test("reads the webpack stage and the command from the variables Gatsby sets", () => {
  const saved = { stage: process.env.BUILD_STAGE, command: process.env.gatsby_executing_command }
  try {
    process.env.BUILD_STAGE = "build-html"
    process.env.gatsby_executing_command = "develop"
    expect(buildStage()).toBe("build-html")
    expect(executingCommand()).toBe("develop")
    delete process.env.BUILD_STAGE
    delete process.env.gatsby_executing_command
    expect(buildStage()).toBeUndefined()
    expect(executingCommand()).toBeUndefined()
  } finally {
    for (const [name, value] of [
      ["BUILD_STAGE", saved.stage],
      ["gatsby_executing_command", saved.command],
    ] as const)
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
  }
})
