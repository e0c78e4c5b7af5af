import { test, expect } from "@playwright/test"
import { axeViolations } from "./axe"
import { finderPaths, notFoundPaths, routes } from "./routes"

const widths = [390, 1366]
// The finder's pages show its choices marked and its note for no match, which /safaris alone does not.
const paths = [...routes.map((route) => route.path), ...finderPaths, notFoundPaths[0]]

for (const width of widths) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of paths) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path)
        await page.waitForLoadState("networkidle")
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}
