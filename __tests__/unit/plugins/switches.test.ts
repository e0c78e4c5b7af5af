/**
 * @jest-environment node
 */
import { CORRECTNESS_PATCHES, SWITCHABLE_PATCHES, patchesOff, patchesOffNotice } from "../../../plugins/switches.mjs"

describe("GATSBY_PATCHES_OFF's value", () => {
  it("leaves every patch on when unset or empty", () => {
    expect(patchesOff(undefined)).toEqual([])
    expect(patchesOff("")).toEqual([])
    expect(patchesOffNotice([])).toBeNull()
  })

  it("switches off the patches it names, comma-separated, and no other", () => {
    expect(patchesOff("after-paint, early-clicks")).toEqual(["after-paint", "early-clicks"])
    expect(patchesOffNotice(patchesOff("after-paint, early-clicks"))).toMatch(/leaves out after-paint, early-clicks/)
  })

  it("stops the build on a name that is not a switchable patch, listing those that are", () => {
    expect(() => patchesOff("after-paint,page-style")).toThrow(
      /page-style is not a patch that can be switched off \(after-paint, page-styles, font-preloads, hydrate-transition, early-clicks\)/
    )
    expect(() => patchesOff("afterpaint")).toThrow(/afterpaint/)
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
