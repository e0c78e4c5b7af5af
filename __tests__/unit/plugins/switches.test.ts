/**
 * @jest-environment node
 */
import { CORRECTNESS_PATCHES, SWITCHABLE_PATCHES, patchIsOn, patchesOff, patchesOffNotice } from "../../../plugins/switches.mjs"

describe("GATSBY_PATCHES_OFF", () => {
  const saved = process.env.GATSBY_PATCHES_OFF
  afterEach(() => {
    if (saved === undefined) delete process.env.GATSBY_PATCHES_OFF
    else process.env.GATSBY_PATCHES_OFF = saved
  })

  it("leaves every patch on when unset or empty", () => {
    delete process.env.GATSBY_PATCHES_OFF
    expect(patchesOff()).toEqual([])
    expect(Object.keys(SWITCHABLE_PATCHES).every((id) => patchIsOn(id as keyof typeof SWITCHABLE_PATCHES))).toBe(true)
    expect(patchesOff("")).toEqual([])
    expect(patchesOffNotice("")).toBeNull()
  })

  it("switches off the patches it names, comma-separated, and no other", () => {
    process.env.GATSBY_PATCHES_OFF = "after-paint, early-clicks"
    expect(patchesOff()).toEqual(["after-paint", "early-clicks"])
    expect(patchIsOn("after-paint")).toBe(false)
    expect(patchIsOn("early-clicks")).toBe(false)
    expect(patchIsOn("page-styles")).toBe(true)
    expect(patchesOffNotice()).toMatch(/leaves out after-paint, early-clicks/)
  })

  it("stops the build on a name that is not a switchable patch, listing those that are", () => {
    expect(() => patchesOff("after-paint,page-style")).toThrow(
      /page-style is not a patch that can be switched off \(after-paint, page-styles, font-preloads, hydrate-transition, early-clicks\)/
    )
    expect(() => patchIsOn("page-styles", "page-style")).toThrow(/page-style is not a patch/)
    expect(() => patchesOffNotice("afterpaint")).toThrow(/afterpaint/)
  })

  it("refuses to switch off a patch that fixes a wrong output, saying why", () => {
    for (const id of Object.keys(CORRECTNESS_PATCHES)) {
      expect(() => patchesOff(id)).toThrow(new RegExp(`${id} fixes a wrong output and is always on`))
    }
  })

  it("describes every switchable patch and every correctness patch, under distinct ids", () => {
    const ids = [...Object.keys(SWITCHABLE_PATCHES), ...Object.keys(CORRECTNESS_PATCHES)]
    expect(new Set(ids).size).toBe(ids.length)
    for (const description of [...Object.values(SWITCHABLE_PATCHES), ...Object.values(CORRECTNESS_PATCHES)])
      expect(description.length).toBeGreaterThan(20)
  })
})
