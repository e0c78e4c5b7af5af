/** @jest-environment node */
import type { NodePluginArgs } from "gatsby"
import { jobsV2Reducer } from "gatsby/dist/redux/reducers/jobsv2"
import { buildStage, createdRedirects, executingCommand, forgetJobsOn, projectDirectory, siteUrl } from "../../../lib/gatsby-internals.mjs"

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

test("the jobs Gatsby ran on a photograph are forgotten, with Gatsby's own reducer of its jobs: a page that asks for them again runs them again", () => {
  // Gatsby's state of its jobs after a build that made two photographs' images: each job as done, with its inputs.
  let state = jobsV2Reducer(undefined, { type: "INIT" } as never)
  const ran = (contentDigest: string, file: string) => {
    const job = { contentDigest, inputPaths: [{ path: file, contentDigest: `sha1 of ${file}` }] }
    state = jobsV2Reducer(state, { type: "CREATE_JOB_V2", payload: { job } } as never)
    state = jobsV2Reducer(state, { type: "END_JOB_V2", payload: { jobContentDigest: contentDigest, result: {} } } as never)
  }
  ran("avatar-sizes", "/site/content/images/avatar.jpg")
  ran("avatar-thumbnail", "/site/content/images/avatar.jpg")
  ran("gallery-sizes", "/site/content/images/gallery.jpg")
  expect([...state.complete.keys()]).toEqual(["avatar-sizes", "avatar-thumbnail", "gallery-sizes"])
  const store = { getState: () => ({ jobsV2: state }), dispatch: (action: never) => (state = jobsV2Reducer(state, action)) }

  expect(forgetJobsOn(store as unknown as NodePluginArgs["store"], new Set(["/site/content/images/avatar.jpg"]))).toBe(2)
  expect([...state.complete.keys()]).toEqual(["gallery-sizes"])
  expect(forgetJobsOn(store as unknown as NodePluginArgs["store"], new Set(["/site/content/images/gone.jpg"]))).toBe(0)
  expect(() => forgetJobsOn(storeOf({}), new Set())).toThrow(/no jobsV2\.complete/)
})
